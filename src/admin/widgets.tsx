/**
 * The editor's own field widgets (https://decapcms.org/docs/custom-widgets/),
 * named in config.yml by the generator (scripts/content-model/decap.ts):
 * - "czech-number": prices and durations as text, read as Czech people type
 *   them (1 490 Kč, 1.490, 990,5), saved as the number meant; the field says
 *   what will be saved, or refuses in the content check's words. Decap's own
 *   number widget is an <input type="number">, which turns 990,5 into 9905 and
 *   1.490 into 1.49 before anything can look at the text.
 * - "checked-string", "checked-text": Decap's string and text widgets, with the
 *   content check's message for a value it would refuse (naming the character,
 *   the limit and the current length) instead of one pattern message for all.
 * Decap asks a widget's `isValid()` before it saves; a refusal keeps the draft unsaved.
 */
import { Component, type ComponentType, type ChangeEvent } from "react"
import {
  numberProblem,
  type NumberSpec,
  type Problem,
  readTypedNumber,
  textProblem,
  type TextSpec,
} from "./field-problems"

/** A field's config as Decap passes it (an Immutable.js Map). */
type FieldConfig = { get: (key: string, fallback?: unknown) => unknown }

/** The props Decap gives a widget's control (decap-cms-core's Widget.js). */
export type ControlProps = {
  field: FieldConfig
  value: unknown
  onChange: (value: unknown) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  parentIds?: string[]
}

/** Decap's answer shape for isValid: a custom error, with the field's label in front as Decap's own errors have. */
function refusal(field: FieldConfig, parentIds: string[] | undefined, found: Problem | undefined) {
  if (!found) return { error: false as const }
  const label = String(field.get("label", field.get("name")))
  return { error: { type: "CUSTOM", parentIds, message: `${label}: ${found.message}.` } }
}

const numberSpec = (field: FieldConfig): NumberSpec => ({
  min: field.get("min") as number | undefined,
  max: field.get("max") as number | undefined,
  integer: field.get("value_type") === "int",
  unit: field.get("unit") as string | undefined,
  rule: field.get("rule") as NumberSpec["rule"],
})

/** How a saved number is shown to be typed over: 990.5 as 990,5. */
const shownNumber = (value: unknown) =>
  typeof value === "number" ? String(value).replace(".", ",") : typeof value === "string" ? value : ""

/** How the number that will be saved is said under the field: 1490 Kč, 990,5 Kč. */
const savedNumber = (number: number, unit: string | undefined) =>
  `${String(number).replace(".", ",")}${unit ? ` ${unit}` : ""}`

type NumberState = { text: string }

export class CzechNumberControl extends Component<ControlProps, NumberState> {
  override state: NumberState = { text: shownNumber(this.props.value) }

  /** The form's value changed from outside (Decap's local backup restored, an entry loaded). */
  override componentDidUpdate(previous: ControlProps) {
    const { value } = this.props
    if (value === previous.value || value === this.typedValue()) return
    this.setState({ text: shownNumber(value) })
  }

  /** What the field holds for what is typed now: the number meant, or the text when none can be told. */
  typedValue(text = this.state.text): unknown {
    if (text.trim() === "") return ""
    const read = readTypedNumber(text)
    return "number" in read ? read.number : text
  }

  // Decap's own checks (required) read this text, so 0 is a number typed, not an empty field.
  getValidateValue = () => this.state.text

  isValid = () =>
    refusal(this.props.field, this.props.parentIds, numberProblem(this.props.value, numberSpec(this.props.field)))

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    this.setState({ text })
    this.props.onChange(this.typedValue(text))
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, field } = this.props
    const typed = this.state.text.trim()
    const spec = numberSpec(field)
    // Said whenever the saved number is written differently from what was typed (1 490 Kč → 1490 Kč).
    const note =
      typeof value === "number" && typed !== String(value) && !numberProblem(value, spec)
        ? `Uloží se: ${savedNumber(value, spec.unit)}`
        : undefined
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
          aria-describedby={note ? `${forID}-saved` : undefined}
        />
        {note && (
          <p id={`${forID}-saved`} role="status" style={{ margin: "6px 0 0", fontSize: "13px", color: "#3d4451" }}>
            {note}
          </p>
        )}
      </div>
    )
  }
}

const textSpec = (field: FieldConfig): TextSpec => ({
  rule: field.get("rule") as TextSpec["rule"],
  maxLength: field.get("max_length") as number | undefined,
})

/** Decap's own string or text control, with the content check's refusals. */
export function checkedText(Base: ComponentType<ControlProps>) {
  return class CheckedTextControl extends Component<ControlProps> {
    isValid = () =>
      refusal(this.props.field, this.props.parentIds, textProblem(this.props.value, textSpec(this.props.field)))

    override render() {
      return <Base {...this.props} />
    }
  }
}
