import { ButtonLink, IconButton } from '../Button';
import { Icon } from '../Icon';
import { RowActions } from './DataTable';

export interface EditDeleteActionsProps {
  /** What the row is called: the actions are named 'Editar {name}' and 'Excluir {name}'. */
  name: string;
  /** Where the edit link goes; without it there is no edit link. */
  editTo?: string | null;
  /** Deletes the row; without it there is no delete button. */
  onDelete?: (() => void) | null;
  /** The actions shown but disabled (the row is outside what the user may change). */
  disabled?: boolean;
  /** Icon size in px (default 18). */
  iconSize?: number;
}

/** The edit link and the delete button of a table row (each only when given). */
export function EditDeleteActions({ name, editTo, onDelete, disabled = false, iconSize = 18 }: EditDeleteActionsProps) {
  return (
    <RowActions>
      {editTo == null ? null : disabled ? (
        <IconButton size="sm" label={`Editar ${name}`} disabled>
          <Icon name="edit" size={iconSize} />
        </IconButton>
      ) : (
        <ButtonLink to={editTo} variant="ghost" size="sm" iconOnly aria-label={`Editar ${name}`} title="Editar">
          <Icon name="edit" size={iconSize} />
        </ButtonLink>
      )}
      {onDelete == null ? null : (
        <IconButton size="sm" label={`Excluir ${name}`} disabled={disabled} onClick={onDelete}>
          <Icon name="trash" size={iconSize} />
        </IconButton>
      )}
    </RowActions>
  );
}
