import type { CodRefusal } from '@shringar/contracts/cod-rules';
import { toRupees } from '@shringar/contracts/money';
import { payButton } from '@shringar/contracts/payment-choice';
import { type Charge, chargeLabel, type PriceBreakdown, type PricingProblem } from '@shringar/contracts/pricing';
import type { PublicSettings } from '@shringar/contracts/settings';
import { useMemo } from 'react';
import { formatPrice, useLocale, type Locale } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * The pricing rules' words in the page's language. The rules in contracts word their problems, COD refusals
 * and the pay button in the spec's English, which English pages show as they are; Hindi pages word the same
 * codes and amounts from the dictionary. Charges carry their Hindi labels beside their rules.
 */
export function checkoutTexts(locale: Locale, settings: Pick<PublicSettings, 'minimumOrderAmount' | 'codCeiling'>) {
  const t = messages[locale];
  const english = locale === 'en';
  const price = (rupees: number) => formatPrice(rupees, locale);
  const paise = (p: number) => price(toRupees(p));
  return {
    problem: (p: PricingProblem) =>
      english
        ? p.message
        : p.code === 'MINIMUM_ORDER_NOT_MET'
          ? t.minimumOrder(price(settings.minimumOrderAmount))
          : t.problems[p.code],
    codRefusal: (r: CodRefusal) =>
      english
        ? r.message
        : r.code === 'COD_ABOVE_CEILING'
          ? t.codCeiling(price(settings.codCeiling))
          : t.codRefusals[r.code],
    charge: (c: Pick<Charge, 'code' | 'label'>) => chargeLabel(c, locale),
    /** payButton's state, its text in the page's language. */
    payButton: (p: PriceBreakdown, opts: { processing: boolean }) => {
      const button = payButton(p, opts);
      if (english) return button;
      const text = opts.processing
        ? t.pay.processing
        : button.needsAnotherMethod
          ? t.pay.needsAnotherMethod
          : p.walletUsedPaise > 0 && p.remainingPaise === 0
            ? t.pay.withWallet(paise(p.totalPaise))
            : p.walletUsedPaise > 0
              ? t.pay.split(paise(p.remainingPaise), paise(p.walletUsedPaise))
              : t.pay.now(paise(p.totalPaise));
      return { ...button, text };
    },
  };
}

export type CheckoutTextsFor = ReturnType<typeof checkoutTexts>;

export function useCheckoutTexts(settings: Pick<PublicSettings, 'minimumOrderAmount' | 'codCeiling'>) {
  const locale = useLocale();
  return useMemo(() => checkoutTexts(locale, settings), [locale, settings]);
}
