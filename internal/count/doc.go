// Package count counts knight's tours exactly: the Hamiltonian paths
// (open tours) and cycles (closed tours) of the knight's graph of a board,
// from a prefix, to an end, by a frontier dynamic program.
//
// # The algorithm
//
// [Tours] numbers the cells along the short side first (k cells a line),
// so that every knight move joins two cells at most about 3k apart, and
// scans them in that order. Across a line the cells are taken in the
// order, of all k! for k up to 8, that holds the fewest squares in the
// frontier (a square leaves once its last neighbour is met), then the
// one whose first cells are most often the same reflected: on 6 x n the
// columns 1, 4, 2, 3, 0, 5, which hold 12 squares after every cell where
// columns 0 to 5 in turn hold 13 after four of them; on 7 x n the
// columns 1, 5, 3, 2, 4, 0, 6, which hold 97 squares summed over a
// line's cells where columns 0 to 6 hold 103, and whose first two,
// three and five cells are the same reflected; on 8 x n the columns
// 1, 6, 3, 4, 2, 5, 0, 7, which hold 128 where columns 0 to 7 hold 134,
// and whose first two, four and six cells are the same reflected (the
// search is done once a process, for each short side counted).
// Reaching a cell it decides, for each state, which of the cell's
// edges back to earlier cells the tour takes: the frontier method for
// Hamiltonian paths and cycles (Knuth's SIMPATH, The Art of Computer
// Programming 4A, 7.1.4, 2011; as a transfer matrix, the method of
// Kraitchik for 3 x 2n and of Knuth and Elkies for 6 x n closed tours,
// OEIS A070030, A175881). A state holds, for each cell of its window
// (the longest edge back, 2k+2 cells in the natural order, 17 in 6 x
// n's, 20 in 7 x n's, 23 in 8 x n's), four bits: no tour edge yet, two
// edges (or gone), one edge with the fragment's other end also in the
// frontier (a label shared by the two ends), or one edge with the
// other end a tour end already gone ("loose").
// Labels are renumbered in cell order, so that states equal up to their
// names merge, with their counts added. A cell whose last edge is decided
// leaves the frontier, and must have two edges, or one as a tour end: at
// most two ends, none for a closed tour, exactly the required ones on the
// start and end squares. Two ends of one fragment may join only at the
// last cell with nothing else open: that closes the one cycle of a closed
// tour, or, for two loose ends, completes the one path. A state is
// dropped early when a cell with no edge has fewer edges ahead than it
// needs, when a cell still to come has fewer neighbours among the cells
// after it and the frontier's squares not yet full than the edges it
// needs (the board's last lines and corners), when such cells that must
// take every edge they can reach ask a square for more edges than it
// lacks or would close a fragment on itself, or when the cells that can
// only be tour ends are too many. A
// prefix forces its moves and bans the other edges of its inner squares;
// a closed tour's end forces the move back to the start.
//
// Two rules of colour cut states too (the knight changes colour every
// move): a board with one more square of one colour has no closed tour,
// and its open tours end on that colour at both ends, so a square of the
// other colour needs two edges; a board with as many of each has open
// tours with one end of each colour, so with no end required a state
// records the colour of its first tour end and refuses a second of the
// same (with one end required, the squares of its colour need two
// edges). And when the question is the same reflected across the long
// side (no prefix, no end), a state after a cell up to which the cells
// met are the same reflected (a line's end, and on 6 x n also the
// second and fourth cell of a line) and its mirror image have the same
// completions: they merge as one. With the order and these merges a line
// of 6 x n closed carries 1.18 million states, where columns 0 to 5 in
// turn carry 2.81 million (6 x 9, its fifth line).
//
// Counts are 128-bit; a count that would pass 2^128 stops the scan as
// undecided rather than wrap. A generation of the memo (below) keeps its
// counts' high 64 bits in an array of their own, made only once a count
// passes 2^64: its adds land anywhere in it, so the bytes they touch are
// most of their time. The answer is the number of undirected tours
// (a path or a cycle and its reverse are one); [Result.Directed] doubles
// it when nothing fixes the direction, which makes an open tour of a board
// with more than one square two sequences, and a closed tour with no
// prefix of two squares its two directions (not its n starting squares).
//
// # Cost
//
// Time and memory are the number of states, times at most 2^4 choices per
// cell (a cell has at most four edges back): the states of a frontier of
// about 2k squares, exponential in k and linear in the long side: 6x6
// closed carries 55,639 states (6,440 at the peak), 6x6 open 2,597,723
// (283,426), where a plain search is as fast, so the DP pays on long
// boards with a short side of 3 to 6 and not on squares (BenchmarkLuschny
// and BenchmarkStrips measure both). Through the memo, the lines of a
// long board that repeat cost a pass over their states' lists instead
// of a step each, and a closed count of a board the same end to end
// joins its last three lines rather than scanning them (see Joins).
// On 7x7 open, shard 0 of 128 carries 55.7 million states and peaks
// at 7.3 million after 40 cells of 49 (in the natural order of the
// lines, 101.6 million and 16.5 million).
//
// On 8x8 closed the states after a line's end are the same in any
// order of its cells (3,969,876 after four lines, where the shards
// part); inside a line the order of lines of 8 carries fewer: 0.68
// times the states of columns 0 to 7 in turn over the first seven
// cells of the fourth line, 6.0 and 9.1 million after the first two
// cells of the fifth where those carry 9.0 and 17.3 million, and it
// passes 20 million a cell later (the 36th, not the 35th). Past the
// parting the states grow again: one shard of 1024
// passes 20 million at cell 48. After the parting there are 47,076
// part keys, so of 65,536 shards about half are empty; six of those
// drawn at random, and three more counted beside one of them as the
// parts of a shard of 16,384, carried after the parting 0, 0, 9.4,
// 53.8, 77.0 and more than 94.4 million states (the last stopped at
// cell 55) and, the three, 66.0 million: a mean of at least 33 million
// a shard, at peaks of at most 16.2 million states (1.6 GB of tables).
// The counts of the eight that finished, scaled to all the shards, are
// 0.65 times McKay's
// 13,267,364,410,532, so the sample runs light: parted so finely, the
// whole carries some 2.2 to 3.4 million million states (65,536 times
// the mean, and that over 0.65). A coarser parting merges more: that
// shard of 16,384 in one part carries 0.68 times its four parts'
// states, at a peak of 13.6 million where they peak at 11.1. Each shard
// also repeats the 10.5 million states before the parting, so a count
// of this size runs as fewer shards of many parts each.
//
// The scan stops,
// undecided, with the states it held and the cell it reached, when one
// cell leaves more than [Options.MaxStates] states or the context
// ends: it never gives a number it did not finish. [MaxShortSide] bounds
// the short side.
//
// The tables' probes, and the memo's adds, land anywhere in arrays
// larger than the caches, so memory's latency is most of a large scan's
// time: on Linux the arrays of 64 KB and more ask for transparent huge
// pages, so that a probe seldom misses the TLB too, and so that a huge
// page is first touched with one fault where small pages take 512, dear
// in a virtual machine. The advice covers every huge page an array
// overlaps, not only those inside it, as the Go heap lays the memo's
// arrays beside one another: on 6 x 20 closed a fifth of the faults of
// advising arrays of 4 MB and more alone (advice only: where it is not
// taken, only the speed differs; the bytes reported are the same, the
// process's memory a few huge pages more), and each page of every fresh
// array, large or small, is first
// touched by a write: a probe that reads a page first maps the kernel's
// shared zero page, and the write that follows must copy it and flush
// every core's TLB, a fault twice over.
//
// A scan whose next table passes 32 MB adds to it a stage at a time (at
// most 4 million states, and half a slot of the table a state), not as
// they come: the states of a stage are first sorted, by a counting sort
// on the top 10 bits of their hashes, which are the top bits of their
// home slots, so that the stage's adds sweep the table from one end to
// the other, a stretch of 1/1024 of it at a time, and where a stretch
// takes at least one add a cache line it is read in order first, so
// that its adds find their lines in the caches (radix-partitioned
// aggregation: sequential reads and writes in place of a miss an add).
// A stage holds two lists of 32 bytes a state beside the tables, not
// counted in the peak. A table is sized for the states the last cell's
// growth foretells, at most 4 times those before it, so that it seldom
// grows while it fills, placing every key again.
//
// # Shards
//
// The count is a sum over the states after one cell of each state's
// count times its number of completions, so [Options.Shards] splits it:
// every shard scans up to the last whole line within the first three
// fifths of the cells (where the mirror has just merged states), keeps
// the states whose last line's slots and tour ends hash to its index
// modulo the number of shards, and finishes those, where the states are
// most. A state forgets a cell some
// 2k+1 cells after it, so the states of the shards merge again further
// on: a later split keeps them apart longer, until it passes the cells
// where the states grow most, which every shard would repeat. The shards'
// counts add up to the whole; each is an independent process.
//
// Which states fall in which shard depends on the layout of a state's
// slots (the order of a line's cells) and on the hash, so shards of one
// question made by two knights that differ there would overlap or leave
// gaps. Every shard holds the same states at the split, so each sums
// there, over all of them, a mix of the state's key, its count's low 64
// bits and its part hash ([Result.SplitDigest]), one pass over the
// states the split reads anyway; a merge refuses shards whose digests
// differ. Two partitions agree by chance about once in 2^64.
//
// [Options.Parts] parts the states kept after the same cell again, by the
// same hash (part j of a shard i of n keeps those whose hash divided by n
// is j mod the parts), in one process: the cells before the split are
// scanned once, each part is finished as a scan of its own with its own
// tables, and up to [Options.Workers] parts run at once, one a core. A
// part's work does not depend on the others', so the count, the states
// carried and the peak are the same with any number of workers (only
// the memory grows with them), and 16 parts count what shards 0/16 to
// 15/16 count. Parts carry more states in all than one scan, as their
// states merge no more once parted: they pay where one scan's tables
// would not fit, where a count is sharded anyway, not on a count one
// scan holds. A part that stops at a limit stops the parts after it;
// the answer is the first part's that stopped.
//
// # Cores
//
// A cell's states are expanded independently; only their adding to the
// next table is sequential. A scan with tables therefore cuts a large
// generation into chunks of slots, expands the chunks on
// [Options.Workers] goroutines into lists, and adds the lists to the next
// table on its own goroutine in the chunks' order, a batch at a time as
// one goroutine would: the table, the order of its slots, the counts,
// the figures and the cell where a limit stops are those of one
// goroutine, whatever the number of cores. The lists held beside the
// tables are a few chunks per worker, not counted in the peak.
//
// A step through the memo (below) shares its work the same way. The
// states it meets for the first time are expanded in chunks of numbers
// on Workers goroutines, which also hash the successors, and the
// successors are numbered on the step's own goroutine in the chunks'
// order, in the batches one goroutine makes, read where the expanding
// goroutine put them, so that every number, list and the point where
// the memo fills are those of one goroutine; numbering, a probe into
// one table, stays on one goroutine, and overlaps the expanding. Its adds
// along the lists are taken a chunk of states at a time by Workers
// goroutines, the first adding into the next generation and each other
// into a count array of its own, which are then added into it a
// stretch of states a goroutine: the sums are exact, so the generation
// is one goroutine's. Those arrays, one generation each, are kept
// beside the memo and not counted in the peak. A join takes the near
// states a chunk at a time on Workers goroutines, each summing its own
// products, and adds the sums. So the counts, the states after every
// cell, the pairs joined and the peak are the same with any number of
// workers.
//
// # Strips
//
// [Strip] counts k x n for a range of n in one scan: up to a cell about
// three lines before the end of k x n, every cell has the same edges, the
// same requirements and the same cells ahead as on the longest board, so
// the states there are the same, and a copy of the longest board's scan
// finishes each length.
//
// # The memo
//
// A cell's step is a linear map from the states before it to the states
// after it, and it depends only on what the step reads of the plan
// around the cell: its edges back, the requirements (and, where a rule
// of colour applies, the colours) of the cells in its frontier and their
// edges ahead, the cells short of neighbours after it, where the mirror
// merges states, and whether it ends the board. Cells that read alike (their signatures are
// equal), on one board or on two, have one map. On a k x n board every
// line away from the two short edges reads like the one before it, or
// the one two before where colours count, and the last lines of every
// length read alike. So [Strip] scans through a memo, and so does
// [Tours] when at least a third of a board's cells read like an
// earlier one and the count is neither sharded nor parted: the states before
// each class of cell are numbered as they are met, and the first time a
// state is met before a cell of its class, the scan's own step lists its
// successors by number; from then on the state is advanced by adding its
// count to theirs, with no hashing and no rules. The map is kept a cell
// at a time rather than a line at a time: a state before a cell of 6 x n
// closed has about two successors, a state at a line's end about 120 at
// the next line's end. The counts, the states after each cell, the
// states carried and the limits are the plain scan's. The memo holds the
// states and lists of every class it steps, some 64 bytes a state: a
// numbering's slot holds the state itself where one word does (a
// frontier of at most 15 slots, or while every state numbered has the
// same high word, as on 6 x n closed, whose last slot is always gone
// and which has no tour ends), so that a state met again is found with
// one read of memory rather than two.
// [Strip] steps every cell through it, as the first and last lines of
// one length are met again on the others. [Tours] steps through it only
// the cells whose step (the cell's class and the next one's) comes
// again on the board, with tables before and after: a step met once
// costs as much through the memo as with tables, and its states need
// not be held, so the memo is dropped after the last step that comes
// again; but before a join (below) it steps the rest of the cut's line
// too, as moving its states into a table would cost more. The last of
// those cells reads like the one a line before it, but the cell after
// it, in the board's last lines, reads like none: its states are
// numbered in the class of the cell after the earlier one, where a
// step's successors, which depend only on its cell's class, are
// numbered already, rather than in a class of their own, listed and
// numbered again (the join reads only the states and their counts).
// For 6 x 20 closed, [Tours] numbers about 1.5 million states
// (those before the six cells of a line that repeats), [Strip] 3.1
// million (the rest in the first and last lines). Such a line adds
// along 3.4 million successors, 2.3 a state. A map of two cells at
// once would not number the states between them, but its lists are
// longer: on that line the best pairing of cells spares 2 percent of
// the adds, and the scan would no longer know the states after the
// cells it passes over, which its figures give (BenchmarkMemoLine
// measures both, and the 1.2 percent of the line's states from which
// no list leads to the cut, the most a stronger rule of pruning could
// spare there).
// A closed count that steps its board's middle lines through the memo
// stops the scan where those end and joins the last lines (below).
// It numbers at most half of [Options.MaxStates] states in all; a scan
// that would pass that goes on with tables from the cell it reached, so
// the answer is the plain scan's whatever the bound.
//
// # Joins
//
// A closed tour of k x n with no prefix and no end is the same question
// turned end to end, so the states of the scan after its first few
// lines, read end to end, are those of a scan from the far end after its
// last few. [Tours] counts such a board of short side 3 to 6, whole (not
// sharded or parted), by the scan up to a cut and a join of the states
// there with the far side's. The cut is three lines before the far end,
// or, when the memo steps the middle lines, the end of the line of its
// last step if that is at most three lines before the far end; more lines
// lie before the cut than after it. A scan of the first lines with no
// merging of mirror images gives each far state's ways to send the edges
// its cells still need across the cut (no cycle closed, no cell past the
// cut given more than two), merged by the paths they make; a state of
// the near side meets the patterns whose degrees complement its own, and
// a pair counts when its paths close one cycle. A merged near state
// stands for both mirror images with its whole count, as the far side's
// patterns are the same reflected. The far side is scanned on a
// goroutine of its own while the near side is, as the two do not
// depend on each other and the near side's numbering keeps one
// goroutine at a time. The board's last lines are met once,
// so the memo does not step them, and they carry about as many states
// as a line the memo numbers (1.3 million on 6 x 20 closed, beside 1.5
// million), while their join checks about 1.7 million pairs on 6 x n
// (49,928 far patterns; 4,759 with two lines and 328,533 with four,
// whose pairs are 17 times as many, which is why three is the most).
// [Result.JoinedCells] says how many cells the join counted, and the
// figures are the scan's up to the cut: 6 x 20 closed carries 17.7
// million states, where the whole scan carries 19.2 million, and 6 x 8
// 0.32 million, where it carries 1.5 million. A product of two counts
// is summed in 320 bits, so a join never wraps.
//
// # Checks
//
// A count has no certificate: knight count -json writes it as an
// evidence.CountAnswer, which verify re-counts with a search of its own
// within its budget (and calls undecided beyond it). A shard's document
// is checked only through its merge. The counter's own checks are its
// tests: a plain search written in the tests on every board up to 30
// squares, and the published counts of OEIS (A165134, A001230, A070030,
// A175881, A118067, A079137, A083386, A390833); and a second count of
// closed tours from the scan's own states: those after the first half
// of the lines of k x n, turned end to end, are the states of a scan
// from the far end, and the pairs of them joined by the edges across
// the cut count the whole. At the middle that meet is a check, not a
// method: the edges across the cut give each state many patterns, and
// a pattern many to join (the test logs how many); a few lines from the
// far end, where the far side's patterns are few, it is the join above,
// and TestJoinLines holds it to the plain scan. The cycles of
// Luschny's table (A392000) are not among them: their terms were not
// found.
package count
