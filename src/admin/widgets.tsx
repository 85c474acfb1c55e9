/**
 * The editor's own field widgets (https://decapcms.org/docs/custom-widgets/),
 * named in config.yml by the generator (scripts/content-model/decap.ts). Each
 * names its field of the content model (`model_field: treatment.price`) and
 * checks the value with that field's own check, the one the content check runs
 * on the file (src/content/field-checks.ts), in the form's words:
 * - "czech-number": prices and durations as text, read as Czech people type
 *   them (1 490 Kč, 1.490, 990,5, 90 min), saved as the number meant; while she
 *   types, the field says what will be saved or why it cannot be. Decap's own
 *   number widget is an <input type="number">, which turns 990,5 into 9905 and
 *   1.490 into 1.49 before anything can look at the text.
 * - "checked-string", "checked-text": Decap's string and text widgets, refusing
 *   what the check would refuse (naming the character, the limit and the
 *   current length) instead of one pattern message for all.
 * Decap asks a widget's `isValid()` before it saves; a refusal keeps the draft unsaved.
 */
import { Component, type ComponentType, type ChangeEvent } from "react"
import { type ControlProps, type DecapMap as FieldConfig, widgetError } from "./decap"
import { formField, formProblem, typedValue, typingNote } from "./field-problems"

/** Decap's answer shape for isValid: a custom error, with the field's label in front as Decap's own errors have. */
function refusal(field: FieldConfig, parentIds: string[] | undefined, found: string | undefined) {
  const label = String(field.get("label", field.get("name")))
  return widgetError(parentIds, found ? `${label}: ${found}.` : undefined)
}

/** The model's field a widget's config names. */
const modelFieldOf = (field: FieldConfig) => formField(field.get("model_field"))

/** How a saved number is shown to be typed over: 990.5 as 990,5. */
const shownNumber = (value: unknown) =>
  typeof value === "number" ? String(value).replace(".", ",") : typeof value === "string" ? value : ""

type NumberState = { text: string }

export class CzechNumberControl extends Component<ControlProps, NumberState> {
  override state: NumberState = { text: shownNumber(this.props.value) }

  /** The form's value changed from outside (Decap's local backup restored, an entry loaded). */
  override componentDidUpdate(previous: ControlProps) {
    const { value } = this.props
    if (value === previous.value || value === typedValue(modelFieldOf(this.props.field), this.state.text)) return
    this.setState({ text: shownNumber(value) })
  }

  // Decap's own checks (required) read this text, so 0 is a number typed, not an empty field.
  getValidateValue = () => this.state.text

  isValid = () =>
    refusal(this.props.field, this.props.parentIds, formProblem(modelFieldOf(this.props.field), this.props.value))

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    this.setState({ text })
    this.props.onChange(typedValue(modelFieldOf(this.props.field), text))
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props
    const note = typingNote(modelFieldOf(field), this.state.text)
    return (
      <div>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          id={forID}
          className={classNameWrapper}
          value={this.state.text}
          onChange={this.handleChange}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          aria-describedby={`${forID}-saved`}
        />
        {/* Always in the page, so a screen reader hears each change of what it says. */}
        <p id={`${forID}-saved`} role="status" style={{ margin: "6px 0 0", fontSize: "13px", color: "#3d4451" }}>
          {note}
        </p>
      </div>
    )
  }
}

/** Decap's own string or text control, with the content check's refusals in the form's words. */
export function checkedText(Base: ComponentType<ControlProps>) {
  return class CheckedTextControl extends Component<ControlProps> {
    isValid = () =>
      refusal(this.props.field, this.props.parentIds, formProblem(modelFieldOf(this.props.field), this.props.value))

    override render() {
      return <Base {...this.props} />
    }
  }
}
