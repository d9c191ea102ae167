import type { Versioned } from '@shringar/contracts/record-version';
import type { AdminPolicy } from '@shringar/contracts/admin-content';
import { adminListPolicies, adminUpdatePolicy } from '@shringar/contracts/endpoints/admin-content';
import { storePaths } from '@shringar/contracts/store-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextEditor } from '../rich-text/rich-text.public';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { adminPaths } from '../kit/admin-paths';
import { fieldError, formError } from '../kit/form-errors';
import { StaleWriteNotice } from '../kit/stale-write-notice';
import { TextField } from '../kit/text-field';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes-guard';
import { useFormSubmit } from '../kit/use-form-submit';

/**
 * A policy's title and text. The server sanitises the HTML before storing it, and the editor then shows what
 * was stored, so what the operator sees after saving is what shoppers see.
 */
export function PolicyEditor({ policy }: { policy: Versioned<AdminPolicy> }) {
  const [version, setVersion] = useState(policy.version);
  const [title, setTitle] = useState(policy.title);
  const [content, setContent] = useState(policy.content);
  const [titleHi, setTitleHi] = useState(policy.titleHi ?? '');
  const [contentHi, setContentHi] = useState(policy.contentHi ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);

  const { busy, error, clear, onSubmit } = useFormSubmit(async () => {
    setSaved(null);
    const answer = await adminCall(adminUpdatePolicy, {
      params: { id: policy.id },
      body: { title, content, titleHi, contentHi },
      version,
    });
    setVersion(answer.version);
    setTitle(answer.title);
    setContent(answer.content);
    setTitleHi(answer.titleHi ?? '');
    setContentHi(answer.contentHi ?? '');
    setDirty(false);
    setSaved(`${answer.title} saved. The store shows it now.`);
  });

  /** After a stale save: the policy as stored now replaces what was typed. */
  async function reload() {
    clear();
    const stored = (await adminCall(adminListPolicies)).find((p) => p.id === policy.id);
    if (!stored) return;
    setVersion(stored.version);
    setTitle(stored.title);
    setContent(stored.content);
    setTitleHi(stored.titleHi ?? '');
    setContentHi(stored.contentHi ?? '');
    setDirty(false);
  }

  const contentError = fieldError(error, 'content');
  const contentHiError = fieldError(error, 'contentHi');
  const message = formError(error, ['title', 'content', 'titleHi', 'contentHi']);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={adminPaths.policies} className="text-brand-700 underline-offset-2 hover:underline">
          Policies
        </Link>
      </nav>
      {guard.dialog}
      <h1 className="text-2xl font-semibold text-gray-900">Edit {policy.title}</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4"
      >
        <TextField
          label="Title"
          name="title"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setDirty(true);
          }}
          required
          error={fieldError(error, 'title')}
        />
        <RichTextEditor
          id="policy-content"
          label="Policy text"
          value={content}
          onChange={(html) => {
            setContent(html);
            setDirty(true);
          }}
          describedBy={contentError ? 'policy-content-hint policy-content-error' : 'policy-content-hint'}
        />
        <p id="policy-content-hint" className="-mt-2 text-xs text-gray-600">
          Headings, lists and links are kept; scripts, styles and anything else are removed when you save.
        </p>
        {contentError && (
          <p id="policy-content-error" className="-mt-2 text-sm text-red-700">
            {contentError}
          </p>
        )}
        <fieldset className="flex flex-col gap-4 border-t border-gray-200 pt-4">
          <legend className="text-sm font-semibold text-gray-900">Hindi version</legend>
          <p className="-mt-2 text-xs text-gray-600">
            Shown on the store&apos;s Hindi pages (/hi). Left empty, those pages show the English.
          </p>
          <TextField
            label="Title (Hindi)"
            name="titleHi"
            lang="hi"
            value={titleHi}
            onChange={(e) => {
              setTitleHi(e.target.value);
              setDirty(true);
            }}
            error={fieldError(error, 'titleHi')}
          />
          <RichTextEditor
            id="policy-content-hi"
            label="Policy text (Hindi)"
            value={contentHi}
            onChange={(html) => {
              setContentHi(html);
              setDirty(true);
            }}
            describedBy={contentHiError ? 'policy-content-hint policy-content-hi-error' : 'policy-content-hint'}
          />
          {contentHiError && (
            <p id="policy-content-hi-error" className="-mt-2 text-sm text-red-700">
              {contentHiError}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save policy'}
          </Button>
          <a href={storePaths.policy(policy.id)} className="text-sm text-gray-700 underline underline-offset-2">
            View on the store
          </a>
        </div>
        <StaleWriteNotice error={error} onReload={() => void reload()} />
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        )}
        <p role="status" className={saved ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
          {saved}
        </p>
      </form>
    </div>
  );
}
