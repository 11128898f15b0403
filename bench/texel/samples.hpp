// The training data of the Texel tuner: one position per line with the result of its game,
// "FEN;RESULT" where RESULT is White's score (1, 0.5 or 0).
#pragma once

#include <cerrno>
#include <charconv>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "../../examples/common/line_reader.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/position.hpp"

namespace bench::texel {

/// A position and the result its game reached, for White.
struct Sample {
    gametree::congo::Position position;
    double white_result;
};

/// The line that stores `s`.
[[nodiscard]] inline std::string sample_line(const Sample& s) {
    const char* result = s.white_result == 1 ? "1" : s.white_result == 0 ? "0" : "0.5";
    return gametree::congo::to_fen(s.position) + ';' + result;
}

/// The longest line read: a Congo FEN and a result take under 100 characters.
inline constexpr std::size_t max_sample_line = 1024;

/// The samples of a data file under `rules`, or nothing with `error` naming the file and line at fault.
/// Memory stays bounded whatever the file holds (`/dev/zero`): a longer line is an error.
[[nodiscard]] inline std::optional<std::vector<Sample>> read_samples(const std::string& path, gametree::congo::Rules rules,
                                                                     std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ": cannot be read: " + std::strerror(errno);
        return std::nullopt;
    }
    std::vector<Sample> samples;
    std::string line;
    common::LineReader reader(in, max_sample_line, max_sample_line);
    for (int number = 1;; ++number) {
        const auto status = reader.next(line);
        const auto where = path + ':' + std::to_string(number) + ": ";
        if (status == common::LineStatus::end && reader.read_error()) {
            error = where + "cannot be read: " + *reader.read_error();
            return std::nullopt;
        }
        if (status == common::LineStatus::end) break;
        if (status != common::LineStatus::line) {
            error = where + "longer than " + std::to_string(max_sample_line) + " characters; expected FEN;RESULT";
            return std::nullopt;
        }
        if (!line.empty() && line.back() == '\r') line.pop_back();  // a Windows line end
        if (line.empty()) continue;
        const auto separator = line.rfind(';');
        if (separator == std::string::npos) {
            error = where + "expected FEN;RESULT";
            return std::nullopt;
        }
        const std::string result = line.substr(separator + 1);
        if (result != "1" && result != "0" && result != "0.5") {
            error = where + "the result must be 1, 0.5 or 0, not " + gametree::excerpt(result);
            return std::nullopt;
        }
        const auto pos = gametree::congo::parse_fen(line.substr(0, separator), rules);
        if (!pos) {
            error = where + pos.error().describe();
            return std::nullopt;
        }
        samples.push_back({*pos, result == "1" ? 1.0 : result == "0" ? 0.0 : 0.5});
    }
    return samples;
}

}  // namespace bench::texel
