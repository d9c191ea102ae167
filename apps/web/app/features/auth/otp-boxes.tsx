import { type ClipboardEvent, type KeyboardEvent, type RefObject, useRef } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

type OtpBoxesProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** The first box, so the step can focus it when it opens. */
  firstBoxRef?: RefObject<HTMLInputElement | null>;
};

/**
 * One box per digit (spec 5). Typing a digit moves forward, Backspace in an empty box moves back, the arrows
 * move between boxes, and a whole code — pasted into any box or filled in by the phone's SMS autofill — lands
 * in all of them.
 */
export function OtpBoxes({ digits, onChange, disabled, invalid, describedBy, firstBoxRef }: OtpBoxesProps) {
  const t = useMessages(messages);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;
  const focusBox = (i: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits from box `from` on; answers the box after the last one written. */
  const fill = (from: number, text: string) => {
    const next = [...digits];
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, length - from)
      .split('');
    incoming.forEach((d, k) => (next[from + k] = d));
    onChange(next);
    return from + incoming.length;
  };

  const onInput = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      const next = [...digits];
      next[i] = '';
      onChange(next);
      return;
    }
    // A digit typed into a box that already holds one replaces it, wherever the caret was.
    if (typed.length === 2 && digits[i] !== '') {
      fill(i, typed.startsWith(digits[i]!) ? typed[1]! : typed[0]!);
      focusBox(i + 1);
      return;
    }
    // The whole code at once (SMS autofill) fills every box; otherwise the digit(s) typed fill from here on.
    const after = typed.length >= length ? fill(0, typed) : fill(i, typed);
    focusBox(after);
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    focusBox(pasted.length >= length ? fill(0, pasted) : fill(i, pasted));
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[i] === '' && i > 0) {
      event.preventDefault();
      focusBox(i - 1);
    } else if (event.key === 'ArrowLeft' && i > 0) {
      event.preventDefault();
      focusBox(i - 1);
    } else if (event.key === 'ArrowRight' && i < length - 1) {
      event.preventDefault();
      focusBox(i + 1);
    }
  };

  return (
    <div role="group" aria-label={t.oneTimeCode} className="flex justify-center gap-2 sm:gap-3">
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
            if (i === 0 && firstBoxRef) firstBoxRef.current = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          aria-label={t.digit(i + 1, length)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          data-testid="otp-box"
          disabled={disabled}
          value={digit}
          onChange={(event) => onInput(i, event.target.value)}
          onPaste={(event) => onPaste(i, event)}
          onKeyDown={(event) => onKeyDown(i, event)}
          onFocus={(event) => event.target.select()}
          className="h-14 min-w-0 max-w-14 flex-1 rounded-lg border border-gray-300 bg-white text-center text-2xl font-semibold text-gray-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 disabled:bg-gray-100 aria-[invalid]:border-red-600"
        />
      ))}
    </div>
  );
}
