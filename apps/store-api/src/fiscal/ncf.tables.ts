/** Tables of the NCF migrations. */
export interface NcfTables {
  /** Per NCF type: the last sequence issued (it only ever grows) and the authorised range. */
  ncf_sequences: {
    type: string;
    last_sequence: number;
    /** The range the owner entered (all three, or none). */
    range_from: number | null;
    range_to: number | null;
    /** `YYYY-MM-DD`, the last day the range's numbers may be issued. */
    range_expires: string | null;
    /** 1 once the owner was mailed that the range runs low; a new range clears it. */
    warned: number;
  };
}
