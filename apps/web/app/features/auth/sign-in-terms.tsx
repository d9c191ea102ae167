import { POLICY_IDS, storePaths } from '@shringar/contracts/store-paths';
import { Link } from 'react-router';

const LINK = 'whitespace-nowrap font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Spec 2: continuing means agreeing to the Terms of Service and the Privacy Policy. */
export function SignInTerms() {
  return (
    <p className="text-center text-xs leading-relaxed text-gray-600">
      By continuing, you agree to our{' '}
      <Link to={storePaths.policy(POLICY_IDS.terms)} className={LINK}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to={storePaths.policy(POLICY_IDS.privacy)} className={LINK}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
