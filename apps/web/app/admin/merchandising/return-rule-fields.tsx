import {
  RETURN_RULE_LABELS,
  RETURN_RULES,
  RETURN_WINDOW_MAX_DAYS,
  type ReturnRule,
} from '@shringar/contracts/return-rules';
import { fieldError } from '../kit/form-errors';
import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';

const RULE_OPTIONS = RETURN_RULES.map((rule) => [rule, RETURN_RULE_LABELS[rule]] as const);

/** What a category's form says about returns: the rule, and its own window (blank: the store's setting). */
export function ReturnRuleFields({
  rule,
  windowDays,
  error,
}: {
  rule: ReturnRule | undefined;
  windowDays: number | null | undefined;
  error: unknown;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">Returns</legend>
      <SelectField
        label="Return rule"
        name="returnRule"
        options={RULE_OPTIONS}
        defaultValue={rule ?? 'ANY_REASON'}
        error={fieldError(error, 'returnRule')}
      />
      <TextField
        label="Return window (days)"
        name="returnWindowDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={RETURN_WINDOW_MAX_DAYS}
        defaultValue={windowDays ?? ''}
        hint="Blank: the store's return window from Settings"
        error={fieldError(error, 'returnWindowDays')}
      />
    </fieldset>
  );
}

/** The form's return fields as the body takes them. */
export function readReturnRule(form: FormData): { returnRule: ReturnRule; returnWindowDays: number | null } {
  const days = String(form.get('returnWindowDays') ?? '').trim();
  return {
    returnRule: String(form.get('returnRule') ?? 'ANY_REASON') as ReturnRule,
    returnWindowDays: days === '' ? null : Number(days),
  };
}
