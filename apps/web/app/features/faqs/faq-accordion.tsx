import type { Faq } from '@shringar/contracts/catalogue';
import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';

/**
 * One topic's questions as an accordion (WAI-ARIA pattern): each question is a button that shows or hides its
 * answer; Enter and Space toggle (native buttons), Up and Down move between questions, Home and End jump to
 * the first and last one on the page.
 */
export function FaqAccordion({
  faqs,
  open,
  onToggle,
}: {
  faqs: Faq[];
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  return (
    <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
      {faqs.map((faq) => {
        const expanded = open.has(faq.id);
        const buttonId = `faq-question-${faq.id}`;
        const panelId = `faq-answer-${faq.id}`;
        return (
          <li key={faq.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-faq-question=""
                onClick={() => onToggle(faq.id)}
                onKeyDown={moveBetweenQuestions}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-4 py-4 text-left text-base font-medium text-gray-900 hover:bg-gray-50 sm:px-5"
              >
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-gray-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-4 text-sm leading-relaxed text-gray-700 sm:px-5"
            >
              {faq.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Arrow, Home and End keys move focus across every question on the page, across topics too. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const all = [...document.querySelectorAll<HTMLButtonElement>('[data-faq-question]')];
  const at = all.indexOf(event.currentTarget);
  const target =
    event.key === 'ArrowDown'
      ? all[(at + 1) % all.length]
      : event.key === 'ArrowUp'
        ? all[(at - 1 + all.length) % all.length]
        : event.key === 'Home'
          ? all[0]
          : event.key === 'End'
            ? all.at(-1)
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
