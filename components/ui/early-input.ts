/**
 * What a person typed or chose in server-rendered HTML before the page's code ran.
 *
 * React hydrates a controlled field as it finds it: the browser keeps the typed text, but the
 * field's state keeps the server's value, and the next render of that field puts the state's
 * value back (the text vanishes, a "Next" says the field is empty). After hydration every
 * field whose content differs from what React rendered (its `defaultValue`, `defaultChecked`
 * or `defaultSelected`, which hydration sets from the props) is handed to its own React
 * handler, as if the person had typed or chosen it just now. So a form that is usable before
 * its code arrives (a phone on a slow network, a form whose code loads on the first touch)
 * loses nothing.
 *
 * React fires a field's onChange only when the DOM value differs from the one it last saw
 * (kept by a setter it puts on the element itself), so the value is first set through that
 * setter to React's, then back to the typed one through the element's own prototype, and the
 * event follows: the way a browser extension or a test fills a React field.
 */
export function replayEarlyInput(root: ParentNode): number {
  let replayed = 0;
  for (const control of changedControls(root)) {
    if (control instanceof HTMLSelectElement) {
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      const chosen = control.checked;
      control.checked = !chosen;
      setOwnProperty(control, HTMLInputElement.prototype, "checked", chosen);
      // React reads a box's change from a click; a plain event does not toggle it again.
      control.dispatchEvent(new Event("click", { bubbles: true }));
    } else {
      const typed = control.value;
      const caret = caretOf(control);
      control.value = control.defaultValue;
      setOwnProperty(control, Object.getPrototypeOf(control) as object, "value", typed);
      if (caret) control.setSelectionRange(caret.start, caret.end, caret.direction);
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
    replayed += 1;
  }
  return replayed;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The fields under `root` whose content the person changed from what the HTML (or React) set. */
export function changedControls(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>("input, select, textarea")].filter((control) => {
    if (control.disabled) return false;
    // An option's `selected` attribute is its default (`defaultSelected` reflects it).
    if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.hasAttribute("selected"));
    if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
    if (control.type === "hidden") return false;
    // A radio group changed by its newly chosen button; the one left is unchecked by the render.
    if (control.type === "checkbox") return control.checked !== control.defaultChecked;
    if (control.type === "radio") return control.checked && !control.defaultChecked;
    return control.value !== control.defaultValue;
  });
}

function setOwnProperty(element: Element, prototype: object, name: "value" | "checked", value: string | boolean): void {
  Object.getOwnPropertyDescriptor(prototype, name)?.set?.call(element, value);
}

/** Where the caret is in a focused text field (date and number fields have none). */
function caretOf(control: HTMLInputElement | HTMLTextAreaElement) {
  if (control.ownerDocument.activeElement !== control) return null;
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = control;
    return start === null || end === null ? null : { start, end, direction: direction ?? undefined };
  } catch {
    return null;
  }
}
