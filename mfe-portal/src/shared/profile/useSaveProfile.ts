import type { CandidateProfileUpdate } from '@agency/contracts';
import { useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useUpdateProfileMutation } from '../api/profileApi';

/**
 * Saves profile changes with the spec's toasts ('Profile updated successfully', or 'Failed to update
 * profile' with the server's reason), for the Profile tab's edit form and the wizard's 'Complete Profile'.
 * Resolves true once saved.
 */
export function useSaveProfile() {
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const { toast } = useToast();
  async function save(changes: CandidateProfileUpdate): Promise<boolean> {
    const result = await updateProfile(changes);
    if (result.error) {
      toast({
        title: 'Failed to update profile',
        description: describeError(result.error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Profile updated successfully' });
    return true;
  }
  return { save, saving };
}
