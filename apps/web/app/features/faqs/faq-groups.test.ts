import type { Faq } from '@shringar/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { groupFaqs } from './faq-groups';

const faq = (id: number, topic: string, question: string, answer = ''): Faq => ({ id, topic, question, answer });

const FAQS = [
  faq(1, 'Orders', 'How do I track my order?', 'Open My Orders.'),
  faq(2, 'Payments & COD', 'Is cash on delivery available?', 'Yes, for ₹9.'),
  faq(3, 'Orders', 'Can I cancel my order?', 'Until it ships.'),
  faq(4, '', 'Are products genuine?', 'Yes.'),
];

describe('FAQ groups', () => {
  it('groups by topic in the order of each group’s first question', () => {
    expect(groupFaqs(FAQS, '').map((g) => [g.topic, g.faqs.map((f) => f.id)])).toEqual([
      ['Orders', [1, 3]],
      ['Payments & COD', [2]],
      ['General', [4]],
    ]);
  });

  it('keeps questions whose question, answer or topic holds every word, ignoring case and spaces', () => {
    expect(groupFaqs(FAQS, '  CASH   on ').flatMap((g) => g.faqs.map((f) => f.id))).toEqual([2]);
    expect(groupFaqs(FAQS, 'ships').flatMap((g) => g.faqs.map((f) => f.id))).toEqual([3]);
    expect(groupFaqs(FAQS, 'payments').flatMap((g) => g.faqs.map((f) => f.id))).toEqual([2]);
    expect(groupFaqs(FAQS, 'order track').flatMap((g) => g.faqs.map((f) => f.id))).toEqual([1]);
    expect(groupFaqs(FAQS, 'refund')).toEqual([]);
  });
});
