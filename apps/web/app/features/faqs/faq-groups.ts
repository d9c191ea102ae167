import type { Faq } from '@shringar/contracts/catalogue';

export type FaqGroup = { topic: string; faqs: Faq[] };

/** Lower-cased, with runs of spaces made one, so 'Cash  On delivery' finds 'cash on delivery'. */
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The questions that match every word of the search (in the question, the answer or the topic), grouped by
 * topic in the order the store lists them: a group comes where its first question does.
 */
export function groupFaqs(faqs: Faq[], search: string): FaqGroup[] {
  const words = normalise(search).split(' ').filter(Boolean);
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const text = normalise(`${faq.topic} ${faq.question} ${faq.answer}`);
    if (!words.every((w) => text.includes(w))) continue;
    const topic = faq.topic || 'General';
    groups.set(topic, [...(groups.get(topic) ?? []), faq]);
  }
  return [...groups].map(([topic, list]) => ({ topic, faqs: list }));
}
