// Package draw draws what knight answers: a tour or a partial path
// ([Tour]), the evidence of a "no tour" answer or a dead verdict, its
// certificate and case split on the board ([Evidence]), and a survey's map
// of start squares ([Survey], [SurveyText]). The pictures are SVG written
// by hand (no library) or grids of letters, the same for the command
// (knight render, knight survey -format svg) and the server. The pieces
// a cut leaves or a board falls into (on a shape, by its piece's moves)
// each get a colour and a letter ([PieceLabel]: A to Z, then AA, AB, ...),
// so that colour is never the only cue; holes are drawn crossed, or - in
// the text.
//
// Algorithm: one pass over the squares and one over the path; a picture of
// an n-square board costs O(n) time and bytes. Boards with a side longer
// than [MaxSide] are refused ([ErrTooLarge]), since their squares would be
// smaller than a few pixels.
//
// Source: the colours are the usual wooden board and, for the pieces of a
// cut, the Tableau 10 qualitative palette, repeating past ten pieces.
package draw
