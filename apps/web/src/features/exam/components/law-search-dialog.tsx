import type { ComponentType } from 'react';
import { DraggableDialog } from '../../../components/draggable-dialog';

/** 法条检索 beside the question: the app's law search in a dialog the candidate can move. */
export function LawSearchDialog({
  lawSearch: LawSearch,
  open,
  onClose,
}: {
  lawSearch: ComponentType;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <DraggableDialog open={open} title="法条检索" onClose={onClose} width={760}>
      <LawSearch />
    </DraggableDialog>
  );
}
