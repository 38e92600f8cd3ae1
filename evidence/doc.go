// Package evidence is the data that says why a knight's tour problem has
// no tour, and the documents that carry answers: the vocabulary that the
// producers (parity, prove) and the checker (verify) share, so that the
// checker imports nothing that produced what it checks. It imports only
// board, its strict reader (an internal package it shares with
// evidence/puzzlecert) and the standard library.
//
// A [Certificate] is one argument of a kind ([ColourCount],
// [ColourBalance], [OneColour], [FourLines], [Disconnected], [ForcedEnds],
// [Cut], [EndVisited]), or a [CaseSplit]: at a position (the problem plus
// the path so far), one [Branch] for every legal next move, each with a
// certificate that the position after it has no tour. Every certificate
// names the shape it is about ([At]): the board, its holes ("holes", in
// index order, each once) and the piece ("piece", as
// [board.Piece.String] writes it), both left out for the knight on the
// full board, so that a certificate about the plain board reads as it
// always did. The leaves of a case
// split are the other kinds, so a tree is a proof as long as the checker
// confirms that each node lists every move and each leaf's counts.
// Parity's doc.go gives the argument of each kind and its source. Each
// kind is a struct of its own, as go/ast's nodes are, with only the
// fields its argument uses: its JSON tags are the schema, written by
// encoding/json with the kind first, and read back by [ParseCertificate]
// and [Read] into the struct the "kind" names, so that a member the kind
// does not have is an unknown key. Members may come in any order: a
// "kind" after other keys (jq -S, Python's sort_keys) is looked ahead for,
// within 16 readings of the document in all. A new kind is a type here, a case in
// verify's checker and a drawing in package draw, which tests over
// [Kinds] keep complete.
//
// The documents are what the command writes with -json: an [Answer]
// (knight prove), a [Verdict] (knight blame) and a [Survey] (knight
// survey). A verdict carries both halves of its claim: the proof that the
// path up to its first dead square is dead and a tour beginning with the
// path before it (alive_completion), or, when undecided, the same for the
// interval it proved (last_alive, first_proved_dead); a survey may carry
// the tour of every start that has one and, on a small board, the number
// of open tours from each square (counts, which verify re-counts). An
// answer or a survey about a shape ([board.Shape]) names its "holes" (in
// index order) and its "piece", each only when not the default, so that a
// document about the knight's full board names neither; the reader
// refuses a hole off the board, named twice or out of order, no cell
// left, or an unknown piece. Each writes itself as one line of JSON, the squares of a tour
// streamed (O(length) time, O(1) memory beyond the answer). [Read] reads
// any of them back strictly, because a document is untrusted input: it
// goes through encoding/json's streaming Decoder token by token (plain
// Unmarshal matches keys regardless of case and lets the last duplicate
// win, so one document could be checked as one problem and displayed as
// another), rejects unknown, duplicate and case-variant keys and anything
// after the document with their line and column ([board.ParseError]), and
// bounds the document's bytes, certificates and case-split depth
// ([Limits], [DefaultLimits]). Reading costs O(bytes).
//
// The documents and certificates of clue puzzles are in package
// evidence/puzzlecert, which reads them with this package's strict
// reader and registers them with it, so that [Read], [Parse] and
// [Stream] read a puzzle answer or verdict too in any program that
// imports that package (as package verify does).
//
// A "none" decided by SAT has no certificate, and a "unique" without a
// proof rests on SAT: their only check is to solve the formula again with
// another encoding (package recheck), which is a second opinion, not a
// proof.
package evidence
