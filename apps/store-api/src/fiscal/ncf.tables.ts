/** Tables of the NCF migration. */
export interface NcfTables {
  /** The last sequence issued per NCF type; it only ever grows. */
  ncf_sequences: {
    type: string;
    last_sequence: number;
  };
}
