import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface ResponsiveTableProps<Row> {
  /** The table's accessible name: the heading of its section. */
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * Rows as a table from a tablet up, and on a phone as a card each, its values named by the
 * column headers; only one of the two is displayed (and read out) at a time.
 */
export function ResponsiveTable<Row>({ labelledBy, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Table aria-labelledby={labelledBy} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} component="th" scope="col">
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack
        component="ul"
        aria-labelledby={labelledBy}
        spacing={1.5}
        sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}
      >
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} variant="outlined">
            <CardContent
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              {columns.map((column) => (
                <Typography key={column.header} component="div" sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {column.cell(row)}
                  </Typography>
                </Typography>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
