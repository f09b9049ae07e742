import { Eye, Pencil, Trash2 } from 'lucide-react';
import { RowAction, RowActions } from '../components/RowActions';
import { useI18n } from '../i18n';

/** The edit and delete buttons of a row of center content, named for the row; read-only: a view button alone. */
export function EditDeleteActions(props: {
  name: string;
  disabled?: boolean;
  readOnly?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  if (props.readOnly)
    return (
      <RowActions>
        <RowAction
          label={t('cw.action.view')}
          icon={Eye}
          named={t('cw.action.viewNamed', { name: props.name })}
          onClick={props.onEdit}
        />
      </RowActions>
    );
  return (
    <RowActions>
      <RowAction
        label={t('cw.action.edit')}
        icon={Pencil}
        named={t('cw.action.editNamed', { name: props.name })}
        disabled={props.disabled}
        onClick={props.onEdit}
      />
      <RowAction
        label={t('cw.action.delete')}
        icon={Trash2}
        named={t('cw.action.deleteNamed', { name: props.name })}
        danger
        disabled={props.disabled}
        onClick={props.onDelete}
      />
    </RowActions>
  );
}
