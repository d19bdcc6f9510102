import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import {
  addTag,
  availableSuggestions,
  removeTag,
  SUGGESTION_CATEGORIES,
  SUGGESTION_LABELS,
  type TagSuggestions,
  tagLabel,
} from "./tag-rules";

interface TagsEditorProps {
  id: string;
  name?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions: TagSuggestions;
}

/**
 * Spec §2/§5 tags editor: chips with remove buttons, a free input (`kategori:værdi` or free
 * text) and a suggestion list per category. Posted as a JSON array in a hidden input.
 */
export function TagsEditor({ id, name = "tags", value, onChange, suggestions }: TagsEditorProps) {
  const [draft, setDraft] = useState("");

  function addDraft() {
    const result = addTag(value, draft);
    if (result.added) onChange(result.tags);
    setDraft("");
  }

  return (
    <div className="grid gap-3">
      <input type="hidden" name={name} value={JSON.stringify(value)} />
      {value.length > 0 ? (
        <ul aria-label="Valgte tags" className="flex flex-wrap gap-2">
          {value.map((tag) => {
            const label = tagLabel(tag, suggestions);
            return (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
              >
                <span>{label}</span>
                <button
                  type="button"
                  onClick={() => onChange(removeTag(value, tag))}
                  aria-label={`Fjern tag ${label}`}
                  className="grid size-5 place-items-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Ingen tags endnu.</p>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              addDraft();
            }
          }}
          placeholder="kategori:værdi eller fri tekst, fx klub:FC København"
          aria-describedby={`${id}-hint`}
        />
        <Button type="button" variant="outline" onClick={addDraft} disabled={!draft.trim()}>
          <Plus aria-hidden />
          Tilføj
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Skriv et tag og tryk Enter. Kategorier: liga, klub, position, nationalitet, transfer, type.
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {SUGGESTION_CATEGORIES.map((category) => {
          const options = availableSuggestions(suggestions[category], value);
          return (
            <NativeSelect
              key={category}
              size="sm"
              aria-label={`Tilføj ${SUGGESTION_LABELS[category].toLowerCase()}`}
              value=""
              disabled={options.length === 0}
              onChange={(e) => {
                const tag = e.currentTarget.value;
                if (tag) onChange(addTag(value, tag).tags);
              }}
            >
              <NativeSelectOption value="">{`Tilføj ${SUGGESTION_LABELS[category].toLowerCase()}…`}</NativeSelectOption>
              <NativeSelectOptions
                items={options}
                toValue={(option) => option.tag}
                toLabel={(option) => option.label}
              />
            </NativeSelect>
          );
        })}
      </div>
    </div>
  );
}
