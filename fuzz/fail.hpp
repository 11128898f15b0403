// What a fuzz target does on a failed check: names itself and the check, shows the input that failed it
// (as bytes: libFuzzer also saves it as a file to replay) and aborts, which libFuzzer reports as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fuzz {

[[noreturn]] inline void fail(const char* target, const char* check, std::string_view input, const char* label = "input") {
    std::fprintf(stderr, "%s: %s\n  %s: \"%.*s\"\n", target, check, label, static_cast<int>(input.size()), input.data());
    std::abort();
}

}  // namespace fuzz
