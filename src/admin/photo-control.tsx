/**
 * Decap's image field (decap-cms-widget-image, registered again under its own
 * name "image"), with what the form lacked:
 * - the thumbnail of a photo that is already in the repository. Decap's
 *   thumbnail asks for the file once per `getAsset` function (withFileControl's
 *   Image effect) and gets an empty placeholder while the file loads; Decap
 *   never hands it a new function, so it stays empty. This control hands it a
 *   new one whenever the file behind the value changes (loaded, replaced);
 * - the crop the site gives a photo whose frame has a fixed shape (a team
 *   member's portrait is 4 : 5, cut from the middle): the photo in that frame,
 *   and, when its own shape differs, a sentence saying so with its size.
 *
 * Decap's Widget redraws a control only when the control's own
 * shouldComponentUpdate says so (decap-cms-core's Widget.js); this one always
 * redraws and lets Decap's control decide for itself, as before.
 */
import { Component, type ComponentType, createRef, type Ref, useState } from "react"
import { type Asset, type ControlProps, type GetAsset, isLoadingPlaceholder } from "./decap"
import { cropNote, PORTRAIT, ratioText } from "./photo-frames"

/** What this control reads of Decap's props; the field's box (classNameWrapper) goes around the crop too. */
type PhotoControlProps = Pick<ControlProps, "field" | "collection" | "getAsset" | "forID" | "classNameWrapper"> & {
  value?: unknown
}

/** The shapes the site cuts photos to, by collection and field: a team member's portrait. */
const FRAMES: Record<string, Record<string, number>> = { team: { photo: PORTRAIT } }

const frameStyle = (ratio: number) => ({
  width: "120px",
  aspectRatio: String(ratio),
  overflow: "hidden",
  borderRadius: "8px",
  background: "#eef0f4",
})

/** The photo in the frame the site cuts it to, with the sentence when it does not fit. */
function Crop({ url, frame, forID }: { url: string; frame: number; forID: string }) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>()
  const note = size ? cropNote(size.width, size.height, frame) : undefined
  return (
    <figure data-photo-crop style={{ margin: "12px 0 0", display: "flex", gap: "12px", alignItems: "flex-start" }}>
      <div style={frameStyle(frame)}>
        <img
          src={url}
          alt=""
          style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          onLoad={(event) =>
            setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
      </div>
      <figcaption
        id={`${forID}-crop`}
        style={{ fontSize: "13px", lineHeight: 1.45, color: "#3d4451", maxWidth: "28rem" }}
      >
        Takhle fotku ukáže web (rámeček {ratioText(frame)}).
        {note && (
          <strong role="status" style={{ display: "block", marginTop: "6px", fontWeight: 600 }}>
            {note}
          </strong>
        )}
      </figcaption>
    </figure>
  )
}

/** What this control asks of Decap's: the value it validates. */
type BaseControl = { getValidateValue?: () => unknown }

/** Decap's image control `Base`, with thumbnails that load and the crop of fixed frames. */
export function photoControl(Base: ComponentType<PhotoControlProps & { ref?: Ref<BaseControl> }>) {
  return class PhotoControl extends Component<PhotoControlProps> {
    base = createRef<BaseControl>()
    shownAsset: Asset | undefined
    getAssetOfShown: GetAsset = (path, field) => this.props.getAsset(path, field)

    // Decap validates the field's pattern against the value its own control gives (the file's name).
    getValidateValue = () => this.base.current?.getValidateValue?.() ?? this.props.value

    override shouldComponentUpdate() {
      return true
    }

    override render() {
      const { value, field, collection, getAsset, forID, classNameWrapper } = this.props
      const path = typeof value === "string" ? value : ""
      const asset = path ? getAsset(path, field) : undefined
      if (asset !== this.shownAsset) {
        this.shownAsset = asset
        this.getAssetOfShown = (assetPath, assetField) => getAsset(assetPath, assetField)
      }
      const frame = FRAMES[String(collection?.get("name"))]?.[String(field.get("name"))]
      const loaded = asset && !isLoadingPlaceholder(asset) ? asset.toString() : ""
      return (
        <div className={classNameWrapper}>
          <Base {...this.props} ref={this.base} getAsset={this.getAssetOfShown} classNameWrapper="" />
          {frame && loaded && !/^https?:/.test(path) && <Crop url={loaded} frame={frame} forID={forID} />}
        </div>
      )
    }
  }
}
