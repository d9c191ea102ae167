import { storePaths } from '@shringar/contracts/store-paths';
import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';
import { CalendarClock, PackageCheck, ShieldCheck } from './product-icons';
import { LocaleLink, useFormat, useLocale, useMessages } from '~/lib/i18n/i18n';
import { Price } from '~/ui/price';
import { Stars } from '~/ui/stars';
import { formatDeliveryDate } from './delivery-date';
import { messages } from './messages';

const CHIP = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-medium';

/**
 * Title, chips, rating, price, 'Save x%', delivery, warranty and the stock line (spec 2). `deliveryDates` holds the
 * variants' dates as the loader wrote them (product-data.ts); a date it lacks (a signed-in shopper's own answer
 * may differ) is written here.
 */
export function ProductInfo({
  product,
  variant,
  deliveryDates,
}: {
  product: ProductDetail;
  variant: Variant | undefined;
  deliveryDates: Record<string, string>;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const locale = useLocale();
  const price = variant?.variantPrice ?? product.price;
  const basePrice = variant?.variantBasePrice ?? product.basePrice;
  const discount = variant?.variantDiscount ?? product.variantDiscount;
  const rating = variant?.avgRating ?? product.avgRating;
  const stock = variant?.variantStock ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold leading-tight tracking-tight text-gray-900 sm:text-3xl">
        {product.productName}
      </h1>
      <div className="flex flex-wrap gap-2">
        {product.variants.length > 1 && variant && (
          <span data-testid="variant-chip" className={`${CHIP} bg-gray-100 text-gray-800`}>
            {variant.variantName}
          </span>
        )}
        <LocaleLink
          to={storePaths.brand(product.brandId || product.brandName)}
          className={`${CHIP} bg-brand-50 text-brand-800 hover:bg-brand-100`}
        >
          {product.brandName}
        </LocaleLink>
        <span className={`${CHIP} bg-gray-100 text-gray-700`}>{product.categoryName}</span>
      </div>
      <div className="flex items-center gap-2 text-sm text-gray-700">
        <Stars rating={rating} size={18} />
        <span>{t.outOfRating(rating)}</span>
        {product.reviewCount > 0 && (
          <a href="#reviews" className="text-gray-600 underline-offset-2 hover:text-brand-700 hover:underline">
            · {t.ratings(f.number(product.reviewCount), product.reviewCount === 1)}
          </a>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Price price={price} basePrice={basePrice} size="lg" />
        {basePrice > price && discount > 0 && (
          <span className="rounded-md bg-green-50 px-2 py-1 text-sm font-semibold text-green-800">
            {t.save(discount)}
          </span>
        )}
      </div>
      <p className="text-xs text-gray-500">{t.inclusiveTaxes}</p>
      <ul className="flex flex-col gap-2 text-sm text-gray-700">
        {variant && (
          <li className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="h-4 w-4 text-brand-600" />
            <span>
              {t.deliveryBy}{' '}
              <strong>
                {deliveryDates[variant.variantDeliveryDate] ?? formatDeliveryDate(variant.variantDeliveryDate, locale)}
              </strong>{' '}
              · {variant.variantDeliverytype}
            </span>
          </li>
        )}
        {variant?.variantWarranty && (
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 text-brand-600" />
            <span>{t.warranty(variant.variantWarranty)}</span>
          </li>
        )}
        <li className="flex items-center gap-2">
          <PackageCheck aria-hidden="true" className={`h-4 w-4 ${stock > 0 ? 'text-green-700' : 'text-red-600'}`} />
          <span
            data-testid="stock-line"
            className={stock > 0 ? 'font-medium text-green-800' : 'font-medium text-red-700'}
          >
            {stock > 0 ? t.inStock(stock) : t.outOfStock}
          </span>
        </li>
      </ul>
    </div>
  );
}
