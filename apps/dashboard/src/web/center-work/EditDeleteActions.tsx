import { Pencil, Trash2 } from 'lucide-react';
import { RowAction, RowActions } from '../components/RowActions';
import { useI18n } from '../i18n';

/** The edit and delete buttons of a row of center content, named for the row. */
export function EditDeleteActions(props: {
  name: string;
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
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
