// the operator's profile is shared with the console's shell and the account page, so it lives in lib
export {
  operatorProfileKey,
  operatorProfileQueryOptions,
  useIsAdmin,
  useOperatorProfile,
} from '../../../../lib/operator-profile.ts';
