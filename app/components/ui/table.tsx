import type * as React from "react";

import { cn } from "~/lib/utils";
import { slotted } from "./slotted";

function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

const TableHeader = slotted("thead", "table-header", "[&_tr]:border-b");
const TableBody = slotted("tbody", "table-body", "[&_tr:last-child]:border-0");
const TableFooter = slotted(
  "tfoot",
  "table-footer",
  "border-t bg-muted/50 font-medium [&>tr]:last:border-b-0",
);
const TableRow = slotted(
  "tr",
  "table-row",
  "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
);
const TableHead = slotted(
  "th",
  "table-head",
  "h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-foreground [&:has([role=checkbox])]:pr-0",
);
const TableCell = slotted(
  "td",
  "table-cell",
  "whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0",
);
const TableCaption = slotted("caption", "table-caption", "mt-4 text-muted-foreground text-sm");

export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow };
