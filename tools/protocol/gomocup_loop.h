#pragma once
#include <functional>
#include <istream>
#include <string>

#include "tools/protocol/gomocup_brain.h"

namespace bl {

// Where a brain's answers go, one line at a time (without the '\n').
using LineSink = std::function<void(const std::string&)>;

// Runs `brain` on the lines of `in` until END or the end of input, writing its answers to
// `out`. The calling thread only reads (LineReader: a line over 64 KiB is discarded with one
// ERROR); a worker thread handles the commands in order, so a search runs there while input
// is still read. Commands that arrive during a search wait in the queue and are handled
// after the move, in order, as the protocol's manager expects.
// END (anywhere, inside a BOARD block too) and the end of input stop the search under way
// at once. The commands read before them are still answered, each search now returning at
// once (so a piped script gets all its answers), and then the call returns.
void run_gomocup_loop(GomocupBrain& brain, std::istream& in, const LineSink& out);

}  // namespace bl
