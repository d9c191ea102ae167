import type { PublicSettings } from '@shringar/contracts/settings';
import type { AppContext } from '../../context.ts';
import { getSettings } from './settings.service.ts';
import { getStoreProfile } from './store-profile.service.ts';

/**
 * GET /settings/: the effective settings, the payment key *id* and mode, and the company profile. Built field
 * by field from the public schema's keys, so nothing secret (key secret, webhook secret) can ride along.
 */
export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const [s, storeProfile] = await Promise.all([getSettings(ctx), getStoreProfile(ctx)]);
  const { keyId, id: provider, mode } = ctx.payments;
  return {
    isAppActive: s.isAppActive,
    appInactiveMessage: s.appInactiveMessage,
    currencySymbol: s.currencySymbol,
    deliveryCharge: s.deliveryCharge,
    minimumAmountForFreeDelivery: s.minimumAmountForFreeDelivery,
    isWhatsappSupportActive: s.isWhatsappSupportActive,
    whatsappSupportNumber: s.whatsappSupportNumber,
    isCallSupportActive: s.isCallSupportActive,
    callSupportNumber: s.callSupportNumber,
    codCharge: s.codCharge,
    isCodAvailable: s.isCodAvailable,
    codCeiling: s.codCeiling,
    codBlockedPincodes: s.codBlockedPincodes,
    codConfirmationRequired: s.codConfirmationRequired,
    razorpayMode: mode ?? s.razorpayMode,
    razorpayKeyId: keyId,
    paymentProvider: provider,
    videoId: s.videoId,
    videoSkipTime: s.videoSkipTime,
    isUpdateMandatory: s.isUpdateMandatory,
    homeVideoUrl: s.homeVideoUrl,
    isHomeVideoVisible: s.isHomeVideoVisible,
    rewardAdId: s.rewardAdId,
    minimumOrderAmount: s.minimumOrderAmount,
    minimumOrderAmountVideo: s.minimumOrderAmountVideo,
    giveawayAdId: s.giveawayAdId,
    gameAdId: s.gameAdId,
    helpAndSupportTextEnglish: s.helpAndSupportTextEnglish,
    helpAndSupportTextHindi: s.helpAndSupportTextHindi,
    otpLength: s.otpLength,
    cancelWindowStatus: s.cancelWindowStatus,
    returnWindowDays: s.returnWindowDays,
    adHeartsDailyCap: s.adHeartsDailyCap,
    walletTopupMinimum: s.walletTopupMinimum,
    walletTopupMaximum: s.walletTopupMaximum,
    walletTopupPresets: s.walletTopupPresets,
    holdNewReviewsForModeration: s.holdNewReviewsForModeration,
    storeProfile,
  };
}
