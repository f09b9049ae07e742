// What a list says when it has nothing to show, with the one thing to do next ("No news yet" -> "Create the first").
export function EmptyState({ text, action }: { text: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      {action && (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
