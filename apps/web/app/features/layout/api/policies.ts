import { useFrameData } from '~/lib/frame-data';

/** The policy documents the footer lists (ids and titles), from the frame's loader. */
export const usePolicies = () => useFrameData().policies;
