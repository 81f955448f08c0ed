export { Pagination, type PaginationLabels, type PaginationProps, paginationRange } from './pagination';
