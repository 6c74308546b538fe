import Box from '@mui/material/Box';
import MuiPagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';
import { needsPagination, pageCount } from '../lib/pagination';

export interface PaginationProps {
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Page buttons for a list; renders nothing unless the total exceeds the page size (SPEC section 9). */
export function Pagination({ total, pageSize, page, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (!needsPagination(total, pageSize)) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <MuiPagination
        aria-label={t('shared.pagination.label')}
        count={pageCount(total, pageSize)}
        page={page}
        onChange={(_event, next) => onPageChange(next)}
        color="primary"
        shape="rounded"
      />
    </Box>
  );
}
