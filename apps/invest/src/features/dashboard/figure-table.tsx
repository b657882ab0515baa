import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureTableProps {
  caption: string;
  headings: string[];
  rows: { key: string; cells: string[] }[];
}

/** A chart's figures as a plain table: the first column names the row, the others are numbers. */
export function FigureTable({ caption, headings, rows }: FigureTableProps) {
  return (
    <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0 } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {headings.map((heading, index) => (
            <TableCell key={heading} align={index === 0 ? 'left' : 'right'}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <TableCell key={index} component="th" scope="row">
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={index} align="right">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
