import { type RefObject, useId } from 'react';

/** A labelled file input (read by the caller through `inputRef`), with its hint announced. */
export function FileField(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  hint?: string;
  accept: string;
  onChange?: () => void;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        ref={props.inputRef}
        type="file"
        accept={props.accept}
        aria-describedby={hintId}
        onChange={props.onChange}
      />
      {props.hint && (
        <p id={hintId} className="hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}
