import { INTERVIEW_LENGTHS } from '@agency/contracts';
import type { Option } from '../forms/OptionSelect';

/** '45 minutes', '1 hour', '1 hour 30 minutes', '4 hours'. */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 && `${hours} ${hours === 1 ? 'hour' : 'hours'}`, rest > 0 && `${rest} minutes`];
  return parts.filter(Boolean).join(' ');
}

/** The lengths an interview may be given (decision 0122). */
export const INTERVIEW_LENGTH_OPTIONS: readonly Option[] = INTERVIEW_LENGTHS.map((minutes) => ({
  value: String(minutes),
  label: lengthLabel(minutes),
}));

/** A location that is a web address is a video link: shown as a link, and the invitation's calendar URL. */
export const isVideoLink = (location: string) => /^https?:\/\/\S+$/i.test(location);

/** The viewer's own IANA time zone: the one a new interview's candidate is assumed to be in until the recruiter says otherwise. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA zone the browser knows, offered while typing one. */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
