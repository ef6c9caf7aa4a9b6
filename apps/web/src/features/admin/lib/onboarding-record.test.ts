import { describe, expect, it } from 'vitest';
import { onboardingChoices } from './onboarding-record';

describe('onboardingChoices', () => {
  it('lets staff invite an approved client, and nothing else yet', () => {
    expect(onboardingChoices({ process_type: 'onboarding', current_process: 'approved' })).toEqual({
      canInvite: true,
      isInvited: false,
      canReview: false,
      canBeFilled: false,
    });
  });

  it('lets staff send the link again or fill it in with the client while it is being filled in', () => {
    expect(onboardingChoices({ process_type: 'onboarding', current_process: 'pending' })).toEqual({
      canInvite: true,
      isInvited: true,
      canReview: false,
      canBeFilled: true,
    });
  });

  it('lets staff send back or activate only an onboarding that is sent in', () => {
    expect(onboardingChoices({ process_type: 'onboarding', current_process: 'inProgress' })).toMatchObject({
      canInvite: false,
      canReview: true,
      canBeFilled: false,
    });
  });

  it('lets a sent-back onboarding be filled in with the client, not reviewed', () => {
    expect(onboardingChoices({ process_type: 'onboarding', current_process: 'rejected' })).toMatchObject({
      canInvite: false,
      canReview: false,
      canBeFilled: true,
    });
  });

  it('offers nothing for an active client, whatever their last status was', () => {
    expect(onboardingChoices({ process_type: 'client', current_process: 'approved' })).toEqual({
      canInvite: false,
      isInvited: false,
      canReview: false,
      canBeFilled: false,
    });
  });
});
