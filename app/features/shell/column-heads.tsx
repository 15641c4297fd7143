// A table's column headings, each a header cell for its column.

export function ColumnHeads({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
