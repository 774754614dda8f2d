/** Who makes a change: the venue it is made in and the signed-in user it is audited to. */
export interface Actor {
  localId: number;
  userId: number;
}
