// Package grade grades many tours at once, as a teacher, a contest site or
// CI does with the tours other people's programs print: every tour of
// every input gets a verdict (valid, invalid or unreadable) with its file
// and line, how it was read, and its first fault or the requirement it
// missed.
//
// [Tours] grades the tours of one input; [Files] those of files and,
// recursively, directories, in a stable order (the arguments as given,
// each directory in lexical order), skipping and naming the files found
// there that are not text. A [Request] holds the [Requirements] a grader
// sets (board, start, end, closed), which apply to every tour, and how to
// read (notation, flip, size limits); the command's flags and the
// server's query parameters both fill one in, so that knight verify and
// POST /v1/verify give the same verdicts. [WriteJSON] writes a verdict as
// a line of JSON, [WriteJUnit] a JUnit XML report for CI.
//
// Nothing is passed unread: text beside the tours that could be one (a
// path or board under half filled, squares before or after a tour) is a
// [SetAside] verdict of its own, with its line, which keeps the run from
// passing unless the request allows it ([Request.SkipPartial], or
// [Request.First], which grades the first tour of each input only; text
// a long input's list left unread is passed over under First alone). A
// row set aside names every flag that would decide it. A run
// with a tour invalid is invalid all the same ([Summary.Worst]): that not
// every tour is valid is certain whatever the text set aside holds.
//
// The rule: a tour is invalid only when it was read and [verify.Check]
// finds a fault or a missed requirement (a grid numbering two squares
// alike also counts, its reading being certain); an input the readers
// cannot read, or that names another board than the one required, is
// unreadable, never invalid, so that a misread page never marks a valid
// tour wrong.
//
// A [Preset] grades by the rules of a problem people grade (LeetCode
// 2596, CSES 1689): each tour is read as a numbered grid, rows top first,
// and a verdict names the rule it missed in the problem's words (the
// size, the numbering from the preset's base, the start, the move), in
// that order. [Preset.Contest] is a contest checker's judgement: the
// problem's input read strictly ([Preset.ReadInput]), the jury's answer
// accepted first, then the contestant's output read as n x n integers
// separated by white space ([Task.Judge]); an output not so read is a
// presentation error, never a wrong answer (a token after a grid so read
// leaves a wrong one wrong, as testlib judges), and a bad input or answer
// is the judge's error. Its cost is one pass over the output and one number
// a square, the output bounded at 64 bytes a square.
//
// Algorithm and cost: each input is read by the board readers (the
// tolerant readers up to 4 MiB, every notation tried; a longer input is
// one tour, streamed) and each tour checked by [verify.Check], one pass
// and one bit a square. Inputs are graded one at a time, so memory is that
// of the largest input, plus a few hundred bytes a verdict kept by the
// caller; a file over 4 MiB that is a square list (any notation and
// layout the list reader knows: squares on a line or a line each, x,y
// pairs, Prolog terms, move numbers, captions) is checked a square at a
// time by [verify.Walker] as [notation.ScanList] reads it, in one bit a
// square and no path, valid or not, with the verdict [Tours] gives. The
// text is read again for what the whole list decides: pairs that count
// from 0 or are (row, col), another reading the judge tries that could be
// a tour by its length and ends (the start repeated at the end, a square
// on a line of its own cut off, pairs turned), a revisit's first visit.
// An input that is no list (a grid, JSON) is read as above. Stdin from a
// pipe, which cannot be read twice, is graded so too: what is read past
// its first 4 MiB is copied, as it goes, to a temporary file (of
// [os.TempDir], removed at once), from which the list is read again, or
// the text handed to the readers from its start when it is no list;
// memory stays that of a file, and the disk holds the input's bytes until
// the verdict (where no temporary file can be made, the input is read as
// above, held whole). Deciding text from
// binary looks at a file's first 8000 bytes, as git does, for the binary
// data bytes of the WHATWG MIME Sniffing standard (section 7.2).
package grade
