import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";

function render(props: { error?: string; errorId?: string; descriptionId?: string }) {
  return renderToStaticMarkup(
    <Field id="kontakt-email" {...props}>
      <FieldLabel>E-mail</FieldLabel>
      <FieldControl>
        <input name="email" />
      </FieldControl>
      {props.descriptionId ? <FieldDescription>Vi svarer inden for to dage.</FieldDescription> : null}
      <FieldError />
    </Field>,
  );
}

describe("Field", () => {
  it("ties the label to the control and shows no error when valid", () => {
    const html = render({});
    expect(html).toContain('<label data-slot="field-label"');
    expect(html).toContain('for="kontakt-email"');
    expect(html).toContain('id="kontakt-email"');
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("data-invalid");
    expect(html).not.toContain('data-slot="field-error"');
  });

  it("marks the field invalid and describes the control by its error once", () => {
    const html = render({ error: "Ugyldig e-mailadresse" });
    expect(html).toContain('data-invalid="true"');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="kontakt-email-error"/);
    expect(html).toContain('<p data-slot="field-error" id="kontakt-email-error"');
    expect(html).toContain(">Ugyldig e-mailadresse</p>");
  });

  it("keeps an old error id and puts the description before the error", () => {
    const html = render({
      error: "Ugyldig e-mailadresse",
      errorId: "kontakt-email-fejl",
      descriptionId: "hint",
    });
    expect(html).toMatch(/<input[^>]*aria-describedby="hint kontakt-email-fejl"/);
    expect(html).toContain('id="kontakt-email-fejl"');
    expect(html).toContain('<p data-slot="field-description" id="hint"');
  });

  it("describes the control by its description alone when valid", () => {
    expect(render({ descriptionId: "hint" })).toMatch(/<input[^>]*aria-describedby="hint"/);
  });
});
