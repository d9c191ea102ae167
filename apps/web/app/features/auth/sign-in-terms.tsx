import { POLICY_IDS, storePaths } from '@shringar/contracts/store-paths';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

const LINK = 'whitespace-nowrap font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Spec 2: continuing means agreeing to the Terms of Service and the Privacy Policy. */
export function SignInTerms() {
  const t = useMessages(messages);
  return (
    <p className="text-center text-xs leading-relaxed text-gray-600">
      {t.termsBefore}
      <LocaleLink to={storePaths.policy(POLICY_IDS.terms)} className={LINK}>
        {t.terms}
      </LocaleLink>
      {t.and}
      <LocaleLink to={storePaths.policy(POLICY_IDS.privacy)} className={LINK}>
        {t.privacy}
      </LocaleLink>
      {t.termsAfter}
    </p>
  );
}
