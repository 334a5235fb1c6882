import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../Button';
import { LoadFailure } from '../LoadFailure';
import { Skeleton } from '../Spinner';
import { notify } from '../toast';

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface RecordLoaderProps<T> {
  /** The loaded record; undefined while it loads. */
  record: T | undefined;
  /** The record could not be loaded (or the address names none). Wins over `record`. */
  failed: boolean;
  /** The alert's text; also an error toast once per failure when `toastId` is given. */
  failureMessage: string;
  /** A second line under the message (e.g. the server's reason). */
  failureDetail?: string | null;
  /** Offers 'Tentar novamente'; leave it out when a retry cannot help. */
  onRetry?: (() => void) | null;
  /** The link out of the alert, back to the list. */
  backTo: string;
  backLabel: string;
  /** Id of the failure toast (one toast, however often the gate renders). No toast without it. */
  toastId?: string;
  /** Accessible name of the busy placeholder. */
  loadingLabel: string;
  /** Heights of the skeleton blocks that stand in for the form's cards. */
  skeletons?: readonly string[];
  /** The form, given the loaded record (key it by the record's id so a new record starts it over). */
  children: (record: T) => ReactNode;
}

/**
 * The gate of an edit page: an alert with a retry and a link back when the
 * record cannot be loaded, skeletons while it loads, then the form.
 */
export function RecordLoader<T>({
  record,
  failed,
  failureMessage,
  failureDetail,
  onRetry,
  backTo,
  backLabel,
  toastId,
  loadingLabel,
  skeletons = ['180px', '240px'],
  children,
}: RecordLoaderProps<T>) {
  useEffect(() => {
    if (failed && toastId) notify.error(failureMessage, { toastId });
  }, [failed, failureMessage, toastId]);

  if (failed) {
    return (
      <LoadFailure
        message={failureMessage}
        detail={failureDetail}
        onRetry={onRetry}
        actions={
          <ButtonLink to={backTo} variant="secondary" size="sm">
            {backLabel}
          </ButtonLink>
        }
      />
    );
  }
  if (record === undefined) {
    return (
      <Loading role="status" aria-busy="true" aria-label={loadingLabel}>
        {skeletons.map((height, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </Loading>
    );
  }
  return <>{children(record)}</>;
}
