/** A list request's page (from 1) and page size, as the contract's list calls carry them. */
type TPageRequest = { page: number; pageSize: number };

/** The rows of the asked page: how many to skip and how many to take. */
export function pageWindow({ page, pageSize }: TPageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** The paging fields of a list reply: the total and the page as it was asked. */
export function pageReply({ page, pageSize }: TPageRequest, total: number) {
  return { total, page, pageSize };
}
