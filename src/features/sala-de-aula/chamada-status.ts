/**
 * The three attendance statuses as the classroom shows them (spec section 4):
 * their letters on the P/J/F buttons and the roll call, their order there, and
 * each one's tone (present, excused, absent).
 */
import type { AttendanceStatus } from '@contract/constants';
import type { StatusTone } from '@/components/StatusBadge';

export const STATUS_TONES: Readonly<Record<AttendanceStatus, StatusTone>> = {
  Presente: 'success',
  Justificado: 'info',
  Ausente: 'danger',
};

/** The P/J/F letters (spec section 4). */
export const STATUS_KEYS: Readonly<Record<AttendanceStatus, string>> = { Presente: 'P', Justificado: 'J', Ausente: 'F' };

/** P, J, F: the order of the buttons and of the roll call's choices. */
export const STATUS_ORDER: readonly AttendanceStatus[] = ['Presente', 'Justificado', 'Ausente'];
