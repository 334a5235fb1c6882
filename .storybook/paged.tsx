/**
 * For stories of paged controls (Pagination, ListFooter): the control keeps
 * the page the user picks, and still reports it to the story's
 * `onPageChange` spy.
 */
import { useState, type ComponentType } from 'react';

interface Paged {
  page: number;
  onPageChange: (page: number) => void;
}

export function withPageState<P extends Paged>(Control: ComponentType<P>): ComponentType<P> {
  return function Controlled(props: P) {
    const [page, setPage] = useState(props.page);
    const onPageChange = (p: number) => {
      setPage(p);
      props.onPageChange(p);
    };
    return <Control {...props} page={page} onPageChange={onPageChange} />;
  };
}
