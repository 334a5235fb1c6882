import type { ReactNode } from 'react';
import { useRouteId } from '../hooks/useRouteId';
import { PageHeader } from '../PageHeader';
import { RecordLoader, type RecordLoaderProps } from './RecordLoader';

export interface RecordFormPageProps<T> extends Omit<RecordLoaderProps<T>, 'record' | 'failed' | 'onRetry' | 'children'> {
  /** The page's title for a new record and for an edit. */
  titles: { readonly create: string; readonly edit: string };
  /** The record's query hook (RTK Query's `useGet…Query`), asked only when the address names an id. */
  useRecord: (id: number, options: { skip: boolean }) => { data?: T; isError: boolean; refetch: () => unknown };
  /** The form: the record to edit, or null for a new one (give it a key per record). */
  form: (record: T | null) => ReactNode;
}

/**
 * A form screen at `…/:id` (edit) or without an id (new): the title, then the
 * form — for an edit, once `RecordLoader` has the record.
 */
export function RecordFormPage<T>({ titles, useRecord, form, ...loader }: RecordFormPageProps<T>) {
  const { present: editing, id } = useRouteId();
  const { data, isError, refetch } = useRecord(id ?? 0, { skip: id === null });
  return (
    <>
      <PageHeader title={editing ? titles.edit : titles.create} />
      {editing ? (
        <RecordLoader
          record={data}
          failed={id === null || isError}
          onRetry={id !== null ? () => void refetch() : null}
          {...loader}
        >
          {form}
        </RecordLoader>
      ) : (
        form(null)
      )}
    </>
  );
}
