// The training data of the Texel tuner: one position per line with the result of its game,
// "FEN;RESULT" where RESULT is White's score (1, 0.5 or 0).
#pragma once

#include <charconv>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

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

/// The samples of a data file under `rules`, or nothing with `error` naming the file and line at fault.
[[nodiscard]] inline std::optional<std::vector<Sample>> read_samples(const std::string& path, gametree::congo::Rules rules,
                                                                     std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = path + ": cannot be read";
        return std::nullopt;
    }
    std::vector<Sample> samples;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty()) continue;
        const auto where = path + ':' + std::to_string(number) + ": ";
        const auto separator = line.rfind(';');
        if (separator == std::string::npos) {
            error = where + "expected FEN;RESULT";
            return std::nullopt;
        }
        const std::string result = line.substr(separator + 1);
        if (result != "1" && result != "0" && result != "0.5") {
            error = where + "the result must be 1, 0.5 or 0, not '" + result.substr(0, 20) + "'";
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
