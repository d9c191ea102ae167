import type { ErrorCode } from '@shringar/contracts/error-codes';
import { ApiError } from '../api-error';
import type { Locale } from './locale';

/** Codes only the operator's console meets: it stays English (the API's own message). */
type ConsoleErrorCode =
  | 'STAFF_SIGN_IN_REQUIRED'
  | 'STAFF_SIGN_IN_FAILED'
  | 'STAFF_TOTP_CODE_USED'
  | 'OPERATOR_TOKEN_REQUIRED'
  | 'PERMISSION_DENIED'
  | 'CONSOLE_WRITE_REFUSED'
  | 'INVITATION_NOT_FOUND'
  | 'STAFF_NOT_FOUND'
  | 'STAFF_EMAIL_TAKEN'
  | 'LAST_OWNER'
  | 'STAFF_SIGN_IN_LOCKED'
  | 'COD_CONFIRMATION_PENDING'
  | 'CALLBACK_NOT_FOUND'
  | 'MEDIA_NOT_FOUND'
  | 'COUPON_CODE_TAKEN'
  | 'CATEGORY_NAME_TAKEN'
  | 'BRAND_NAME_TAKEN'
  | 'SKU_TAKEN'
  | 'CATEGORY_HAS_PRODUCTS'
  | 'BRAND_HAS_PRODUCTS'
  | 'BANNER_NOT_FOUND'
  | 'INVALID_STATUS_TRANSITION'
  | 'NOTHING_TO_REFUND'
  | 'REFUND_TOO_LARGE'
  | 'INVALID_RETURN_TRANSITION'
  | 'STALE_WRITE'
  | 'VERSION_REQUIRED'
  | 'CSV_INVALID'
  | 'CSV_PREVIEW_NOT_FOUND'
  | 'CSV_BATCH_NOT_FOUND'
  | 'IMPORT_STALE'
  | 'IMPORT_UNDO_REFUSED'
  | 'REFUND_FAILED'
  | 'SHIPMENT_NOT_FOUND'
  | 'SHIPMENT_EXISTS'
  | 'SHIPMENT_NOT_ALLOWED'
  | 'COURIER_FAILED'
  | 'SEARCH_SYNONYM_NOT_FOUND'
  | 'SEARCH_SYNONYM_TERM_TAKEN';

/**
 * The API's error codes in Hindi, in one place: every code a shopper can meet must have its entry (a new code
 * in contracts' error-codes.ts is a type error here until it is translated). English pages keep the API's own
 * message, which is the spec's text. `hi` is a dictionary's Hindi half (vite/hindi-halves.plugin.ts moves it into
 * the Hindi chunk), so nothing here reads it while the module loads.
 */
const hi = {
  network: 'नेटवर्क में गड़बड़ी। कृपया अपना कनेक्शन जाँचें।',
  timeout: 'अनुरोध का समय खत्म हो गया। कृपया फिर से कोशिश करें।',
  byCode: {
    VALIDATION_ERROR: 'जानकारी सही नहीं है। कृपया अपनी जानकारी जाँचें।',
    BAD_REQUEST: 'अनुरोध सही नहीं है। कृपया फिर से कोशिश करें।',
    UNAUTHORIZED: 'अनधिकृत पहुँच। कृपया फिर से लॉग इन करें।',
    FORBIDDEN: 'पहुँच की अनुमति नहीं है।',
    NOT_FOUND: 'यह चीज़ नहीं मिली।',
    CONFLICT: 'यह बदलाव अभी नहीं हो सकता। कृपया पेज रीफ़्रेश करें।',
    PAYLOAD_TOO_LARGE: 'फ़ाइल बहुत बड़ी है।',
    UNSUPPORTED_MEDIA_TYPE: 'इस तरह की फ़ाइल नहीं चलती।',
    RATE_LIMITED: 'बहुत सारे अनुरोध। कृपया थोड़ी देर बाद कोशिश करें।',
    INTERNAL: 'सर्वर में गड़बड़ी। कृपया बाद में कोशिश करें।',
    SERVICE_UNAVAILABLE: 'सेवा अभी उपलब्ध नहीं है। कृपया बाद में कोशिश करें।',
    SERVER_BUSY: 'सर्वर अभी व्यस्त है। कृपया थोड़ी देर बाद कोशिश करें।',
    OTP_INVALID: 'ओटीपी गलत है।',
    OTP_EXPIRED: 'ओटीपी की समय-सीमा खत्म हो गई। नया ओटीपी मँगाएँ।',
    OTP_ATTEMPTS_EXCEEDED: 'बहुत बार गलत ओटीपी डाला गया। नया ओटीपी मँगाएँ।',
    PINCODE_UNKNOWN: 'यह पिनकोड हमें नहीं मिला।',
    PRODUCT_INFO_INCOMPLETE: 'उत्पाद की जानकारी अधूरी है।',
    TOPUP_OUTSIDE_STORE_LIMITS: 'यह राशि वॉलेट की सीमा से बाहर है।',
    COUPON_EMPTY: 'कृपया कूपन कोड डालें।',
    COUPON_INVALID: 'यह कूपन मान्य नहीं है।',
    COUPON_EXHAUSTED: 'यह कूपन अब उपलब्ध नहीं है।',
    COUPON_ALREADY_USED: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
    COUPON_FIRST_ORDER_ONLY: 'यह कूपन सिर्फ़ पहले ऑर्डर के लिए है।',
    COUPON_MINIMUM_NOT_MET: 'इस कूपन के लिए कार्ट की न्यूनतम राशि पूरी नहीं हुई।',
    MISSING_INFORMATION: 'कुछ ज़रूरी जानकारी छूट गई है।',
    EMPTY_CART: 'आपका कार्ट खाली है।',
    WALLET_NEEDS_ANOTHER_METHOD: 'वॉलेट की राशि कम है: बाकी के लिए भुगतान का दूसरा तरीका चुनें।',
    ONLINE_AND_COD: 'ऑनलाइन भुगतान और कैश ऑन डिलीवरी एक साथ नहीं चुने जा सकते।',
    COD_UNAVAILABLE: 'इस ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
    COD_OFF_FOR_ACCOUNT: 'आपके खाते पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
    COD_PINCODE_UNAVAILABLE: 'इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
    COD_ABOVE_CEILING: 'इतनी बड़ी राशि पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
    COD_LINK_INVALID: 'यह लिंक मान्य नहीं है।',
    COD_LINK_EXPIRED: 'इस लिंक की समय-सीमा खत्म हो गई है।',
    COD_CONFIRMATION_NOT_NEEDED: 'इस ऑर्डर को पुष्टि की ज़रूरत नहीं है।',
    MINIMUM_ORDER_NOT_MET: 'ऑर्डर की न्यूनतम राशि पूरी नहीं हुई।',
    ONLINE_AMOUNT_TOO_SMALL: 'ऑनलाइन भुगतान की राशि बहुत कम है।',
    UNKNOWN_AD: 'यह विज्ञापन नहीं मिला।',
    NOT_ENOUGH_HEARTS: 'आपके पास पर्याप्त हार्ट्स नहीं हैं।',
    NO_ONLINE_PAYMENT: 'इस ऑर्डर का कोई ऑनलाइन भुगतान नहीं है।',
    INVALID_SIGNATURE: 'भुगतान की पुष्टि नहीं हो सकी।',
    PAYMENT_ORDER_MISMATCH: 'भुगतान इस ऑर्डर से मेल नहीं खाता।',
    PAYMENT_AMOUNT_MISMATCH: 'भुगतान की राशि ऑर्डर से मेल नहीं खाती।',
    PAYMENT_NOT_CAPTURED: 'भुगतान पूरा नहीं हुआ।',
    INVALID_REASON: 'कृपया एक कारण चुनें।',
    CHALLENGE_INVALID: 'जाँच पूरी नहीं हुई। कृपया फिर से कोशिश करें।',
    LINK_EXPIRED: 'इस लिंक की समय-सीमा खत्म हो गई है।',
    REVIEW_NOT_ALLOWED: 'आप इस उत्पाद की समीक्षा नहीं कर सकते।',
    OWN_REVIEW: 'आप अपनी समीक्षा पर ऐसा नहीं कर सकते।',
    ORDER_NOT_FOUND: 'ऑर्डर नहीं मिला।',
    ORDER_ITEM_NOT_FOUND: 'ऑर्डर की यह चीज़ नहीं मिली।',
    REVIEW_NOT_FOUND: 'समीक्षा नहीं मिली।',
    REVIEW_ALREADY_REPORTED: 'आप इस समीक्षा की शिकायत पहले ही कर चुके हैं।',
    PRODUCT_NOT_FOUND: 'उत्पाद नहीं मिला।',
    USER_NOT_FOUND: 'खाता नहीं मिला।',
    RETURN_NOT_FOUND: 'वापसी का अनुरोध नहीं मिला।',
    POLICY_NOT_FOUND: 'नीति नहीं मिली।',
    FAQ_NOT_FOUND: 'सवाल नहीं मिला।',
    COUPON_NOT_FOUND: 'कूपन नहीं मिला।',
    CATEGORY_NOT_FOUND: 'श्रेणी नहीं मिली।',
    BRAND_NOT_FOUND: 'ब्रांड नहीं मिला।',
    OFFER_NOT_FOUND: 'ऑफ़र नहीं मिला।',
    VARIANT_NOT_FOUND: 'यह विकल्प नहीं मिला।',
    OUT_OF_STOCK: 'यह स्टॉक में नहीं है।',
    STOCK_TOO_LOW: 'स्टॉक में इतनी मात्रा नहीं है।',
    QUANTITY_LIMIT: 'आप इससे ज़्यादा नहीं खरीद सकते।',
    PRICE_CHANGED: 'कीमत बदल गई है। कृपया कार्ट फिर से देखें।',
    PRODUCT_UNAVAILABLE: 'यह उत्पाद अभी उपलब्ध नहीं है।',
    INSUFFICIENT_WALLET_BALANCE: 'वॉलेट में पर्याप्त राशि नहीं है।',
    ADDRESS_LIMIT: 'आप और पते नहीं जोड़ सकते।',
    ORDER_IS_DRAFT: 'यह ऑर्डर अभी पूरा नहीं हुआ है।',
    CANCEL_NOT_AVAILABLE: 'यह ऑर्डर अब रद्द नहीं हो सकता।',
    ORDER_ALREADY_PAID: 'इस ऑर्डर का भुगतान हो चुका है।',
    ORDER_EXPIRED: 'इस ऑर्डर की समय-सीमा खत्म हो गई है।',
    ORDER_CANCELLED: 'यह ऑर्डर रद्द हो चुका है।',
    ORDER_NOT_PAYABLE_ONLINE: 'इस ऑर्डर का ऑनलाइन भुगतान नहीं हो सकता।',
    RETURN_NOT_AVAILABLE: 'इस ऑर्डर की वापसी अब नहीं हो सकती।',
    RETURN_ALREADY_REQUESTED: 'वापसी का अनुरोध पहले ही हो चुका है।',
    ITEM_NOT_RETURNABLE: 'यह चीज़ वापस नहीं हो सकती।',
    RETURN_REASON_NOT_ACCEPTED: 'इस कारण से यह चीज़ वापस नहीं हो सकती।',
    RETURN_PHOTOS_REQUIRED: 'कृपया वापसी के लिए फ़ोटो जोड़ें।',
    RETURN_PHOTO_NOT_FOUND: 'फ़ोटो नहीं मिली।',
    INVOICE_NOT_READY: 'बिल अभी तैयार नहीं है।',
    CHALLENGE_REQUIRED: 'कृपया पहले जाँच पूरी करें।',
    AD_HEARTS_CAP: 'आज के हार्ट्स की सीमा पूरी हो गई है।',
    SMS_FAILED: 'एसएमएस नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    STORE_CLOSED: 'स्टोर अभी बंद है। कृपया बाद में आएँ।',
    REQUEST_TIMEOUT: 'अनुरोध का समय खत्म हो गया। कृपया फिर से कोशिश करें।',
    HEADERS_TOO_LARGE: 'अनुरोध बहुत बड़ा है।',
  } as const satisfies Record<Exclude<ErrorCode, ConsoleErrorCode>, string>,
};

export const hindiErrors = hi;

/** When no code is known: by status, as lib/api-error.ts's messageForStatus does in English. */
const BY_STATUS: Record<number, keyof typeof hi.byCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  400: 'VALIDATION_ERROR',
  500: 'INTERNAL',
  502: 'INTERNAL',
  503: 'INTERNAL',
};

/**
 * What a shopper reads for a failed call: on English pages the ApiError's message (the spec's texts); on Hindi
 * pages the code's Hindi text, else the status's, else a network failure. `fallback` is for errors that are not
 * API answers.
 */
export function errorMessage(err: unknown, locale: Locale, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (locale === 'en') return err.message;
  const byCode = err.code ? (hi.byCode as Record<string, string>)[err.code] : undefined;
  if (byCode) return byCode;
  if (err.status === null) return err.code === 'TIMEOUT' ? hi.timeout : hi.network;
  const byStatus = BY_STATUS[err.status];
  return byStatus ? hi.byCode[byStatus] : hi.network;
}
