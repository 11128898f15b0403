// congo match --openings FILE: the openings file's text read into positions. The text is read from
// any stream, so that the reader is tested and fuzzed without files.
#pragma once

#include <fstream>
#include <istream>
#include <string>
#include <vector>

#include "../common/line_reader.hpp"
#include "../common/output.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "options.hpp"

namespace cli {

namespace match_detail {

using gametree::congo::Position;

/// The openings of the text `in`, read from the file `file` (named in the messages): one FEN per line
/// (CRLF and a UTF-8 byte order mark allowed); empty lines and lines starting with '#' are skipped. A
/// bad line is an error naming its number (a match on a wrong opening set would measure the wrong thing).
inline Result<std::vector<Position>> read_openings(std::istream& in, const std::string& file, gametree::congo::Rules rules) {
    common::LineReader reader(in, 1 << 16);
    std::vector<Position> openings;
    std::string line;
    for (int number = 1;; ++number) {
        const auto status = reader.next(line);
        if (status == common::LineStatus::end && reader.read_error())  // a directory, an I/O error
            return fail("cannot read the openings file " + gametree::excerpt(file) + ": " + *reader.read_error());
        if (status == common::LineStatus::end) break;
        const std::string where = gametree::excerpt(file) + " line " + std::to_string(number);
        if (status != common::LineStatus::line) return fail(where + ": the line is longer than 64 KiB");
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (number == 1) line.erase(0, common::byte_order_mark_length(line));  // an editor's mark, no part of the FEN
        if (line.find_first_not_of(" \t") == std::string::npos || line.starts_with('#')) continue;
        const auto pos = gametree::congo::parse_fen(line, rules);
        if (!pos) return fail(where + ": bad FEN " + gametree::excerpt(line, pos.error().offset) + ": " + pos.error().describe());
        if (gametree::is_over(pos->outcome())) return fail(where + ": the game is already over in " + gametree::excerpt(line));
        openings.push_back(*pos);
    }
    if (openings.empty()) return fail("the openings file " + gametree::excerpt(file) + " has no FEN");
    return openings;
}

/// The openings of the file `file`, as read_openings of its text reads them, or why it cannot be opened.
inline Result<std::vector<Position>> read_openings(const std::string& file, gametree::congo::Rules rules) {
    std::ifstream in(file);
    if (!in) return fail("cannot read the openings file " + gametree::excerpt(file) + ": " + common::write_error_reason());
    return read_openings(in, file, rules);
}

}  // namespace match_detail

}  // namespace cli
